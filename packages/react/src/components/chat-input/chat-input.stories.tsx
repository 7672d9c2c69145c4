import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatSession } from '@parla/sdk';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { withChat } from '../../stories-support/with-chat.js';
import { MessageList } from '../message-list/message-list.js';
import { ChatInput } from './chat-input.js';

const meta = {
  title: 'Chat/ChatInput',
  component: ChatInput,
  tags: ['autodocs'],
  decorators: [withChat],
  // `withChat` replaces the placeholder with conversation-1 of the story session, opened by `useChat`.
  args: { chat: placeholderChat, style: { maxWidth: 720 } },
  argTypes: { chat: { control: false } },
} satisfies Meta<typeof ChatInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready for a message: Enter sends, Shift+Enter adds a line. */
export const Idle: Story = {};

/** A custom placeholder and more rows. */
export const CustomPlaceholder: Story = {
  args: { placeholder: 'Escribe en español…', rows: 4 },
};

/** The message is on its way and the tutor has not started to answer: Send is disabled. */
export const Sending: Story = {
  parameters: { session: { reply: 'never' }, chat: { send: 'Hola' } },
};

/** The reply is streaming: the button stops it. */
export const Streaming: Story = {
  parameters: { session: { reply: 'slow-stream' }, chat: { send: 'Hola' } },
};

/** Interaction: sending nothing shows 'Message cannot be empty' on the field. */
export const EmptyMessageError: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Message cannot be empty');
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Interaction: type, press Enter; the field empties, the message and the tutor's reply appear, and the input is ready again. */
export const SendAMessage: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <>
      {/* `withChat` passes the whole chat session, so the list can show the same chat. */}
      <MessageList chat={args.chat as ChatSession} style={{ height: 360, maxWidth: 720 }} />
      <ChatInput {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled());
    await userEvent.type(field, '¿Qué hora es?{Enter}');
    await expect(field).toHaveValue('');
    await expect(await canvas.findByText('¿Qué hora es?')).toBeInTheDocument();
    await expect(await canvas.findByText('¡Perfecto! Muy bien dicho.')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('.parla-chat-input')).toHaveAttribute('data-state', 'idle'));
  },
};

/** Interaction: while the reply streams, Stop ends it and the partial reply stays. */
export const StopTheReply: Story = {
  globals: { locale: 'en' },
  parameters: { session: { reply: 'slow-stream' }, chat: { send: 'Cuéntame algo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop the reply' }));
    await expect(await canvas.findByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};
