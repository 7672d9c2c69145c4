import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { withChat } from '../../stories-support/with-chat.js';
import { ChatSettings } from './chat-settings.js';

const meta = {
  title: 'Chat/ChatSettings',
  component: ChatSettings,
  tags: ['autodocs'],
  decorators: [withChat],
  args: { chat: placeholderChat, style: { maxWidth: 256 } },
  argTypes: { chat: { control: false } },
} satisfies Meta<typeof ChatSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Learning mode, playback speed and voice of a signed-in learner. */
export const SignedIn: Story = {};

/** Signed out: speed and voice need a profile. */
export const SignedOut: Story = {
  parameters: { session: { scenario: 'signed-out' } },
};

/** A conversation in the grammar mode. */
export const GrammarMode: Story = {
  parameters: { session: { learningMode: 'grammar' } },
};
