import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { withChat } from '../../stories-support/with-chat.js';
import { ConversationMenu } from './conversation-menu.js';

const meta = {
  title: 'Chat/ConversationMenu',
  component: ConversationMenu,
  tags: ['autodocs'],
  decorators: [withChat],
  args: { chat: placeholderChat, onNewConversation: fn(), download: fn() },
  argTypes: { chat: { control: false } },
} satisfies Meta<typeof ConversationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button. */
export const Closed: Story = {};

/** Export, Clear and New conversation. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Conversation options' }));
    await expect(await within(canvasElement).findByRole('menuitem', { name: 'New conversation' })).toBeInTheDocument();
  },
};

/** Clear asks first. */
export const ConfirmClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Clear conversation' }));
    await expect(await canvas.findByRole('alertdialog', { name: 'Clear this conversation?' })).toBeInTheDocument();
  },
};
