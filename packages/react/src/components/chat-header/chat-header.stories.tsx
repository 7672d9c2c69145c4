import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mdiCardsOutline } from '@mdi/js';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { withChat } from '../../stories-support/with-chat.js';
import { Icon } from '../icon/icon.js';
import { ChatHeader } from './chat-header.js';

const meta = {
  title: 'Chat/ChatHeader',
  component: ChatHeader,
  tags: ['autodocs'],
  decorators: [withChat],
  args: { chat: placeholderChat, onNewConversation: fn(), download: fn() },
  argTypes: { chat: { control: false } },
} satisfies Meta<typeof ChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, target language and learning mode (switch the locale to see them translated), online dot and menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Spanish practice' })).toBeInTheDocument();
  },
};

/** Offline: the dot turns red and says so. */
export const Offline: Story = {
  parameters: { session: { scenario: 'offline' } },
};

/** While the conversation loads. */
export const Loading: Story = {
  parameters: { session: { conversation: 'loading' } },
};

/** With an embedder's control before the menu (as `<tutor-chat>` puts its review button with the cards due). */
export const WithActions: Story = {
  args: {
    actions: (
      <button type="button" className="parla-icon-button" aria-label="Cards to review: 3">
        <Icon path={mdiCardsOutline} />
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Cards to review: 3' })).toBeInTheDocument();
  },
};
