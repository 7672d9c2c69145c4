import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatScreen } from './chat-screen.js';

const meta = {
  title: 'Chat/ChatScreen',
  component: ChatScreen,
  tags: ['autodocs'],
  args: { conversationId: 'conversation-1', onNewConversation: fn(), onConversationChange: fn(), download: fn(), style: { height: 640 } },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole chat: header, messages with menus, input with emoji and voice, drawer with history and settings. */
export const Conversation: Story = {
  args: { defaultDrawerOpen: true },
  play: async ({ canvasElement }) => {
    const conversation = await within(canvasElement).findByRole('region', { name: 'Conversation' });
    await expect(await within(conversation).findByText('¡Qué bien! ¿Adónde fuiste de vacaciones el verano pasado?')).toBeInTheDocument();
  },
};

/** An empty conversation: the greeting and suggestions. */
export const Empty: Story = {
  parameters: { session: { messages: [] } },
};

/** The drawer collapsed, as below 600 px; its labelled button opens it. */
export const DrawerClosed: Story = {
  args: { defaultDrawerOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Conversations and settings' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The conversation is loading. */
export const Loading: Story = {
  parameters: { session: { conversation: 'loading' } },
};

/** Loading the conversation failed: why, Try again and New conversation instead of the messages and input. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { session: { conversation: 'error' } },
};

/** The conversation does not exist (a stale link): why, and New conversation. */
export const NotFound: Story = {
  parameters: { session: { conversation: 'not-found' } },
};

/** Offline. */
export const Offline: Story = {
  parameters: { session: { scenario: 'offline' } },
};

/** Sending is rate-limited. */
export const RateLimited: Story = {
  parameters: { session: { rateLimited: true } },
};

/** The daily message quota is nearly used up. */
export const QuotaWarning: Story = {
  parameters: { session: { quota: 'warning' } },
};

/** A message's menu, open. */
export const MessageMenuOpen: Story = {
  args: { defaultDrawerOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Hola, quiero practicar mi español.');
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Message actions' }, { timeout: 5000 }))[1]!);
    // The menu's list loads on demand: wait for it.
    await expect(await canvas.findByRole('menu')).toBeInTheDocument();
  },
};
