import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { markdownMessages, storyMessages, xssMessages } from '../../stories-support/story-fixtures.js';
import { withChat } from '../../stories-support/with-chat.js';
import { MessageList } from './message-list.js';

const meta = {
  title: 'Chat/MessageList',
  component: MessageList,
  tags: ['autodocs'],
  decorators: [withChat],
  // `withChat` replaces the placeholder with conversation-1 of the story session, opened by `useChat`.
  args: { chat: placeholderChat, style: { height: 480, maxWidth: 720 } },
  argTypes: { chat: { control: false }, onBubbleRender: { control: false } },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short exchange. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('¡Qué bien! ¿Adónde fuiste de vacaciones el verano pasado?')).toBeInTheDocument();
  },
};

/** A conversation without messages. */
export const Empty: Story = {
  parameters: { session: { messages: [] } },
};

/** The conversation is loading (`aria-busy`): the server has not answered. */
export const Loading: Story = {
  parameters: { session: { conversation: 'loading' } },
};

/** 1,000 messages numbered "#1 …" to "#1000 …", so a reader (or a test) can tell them apart. */
const thousandMessages = storyMessages(1000).map((message, index) => ({ ...message, message_text: `#${index + 1} ${message.message_text}` }));

/**
 * A 1,000-message conversation, pinned to the newest. Older messages load 20 a page when the list is scrolled to the top
 * (or with the button there), and only the bubbles near the viewport are mounted.
 */
export const LongConversation: Story = {
  parameters: { session: { messages: thousandMessages } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^#1000 /)).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('.parla-message').length).toBeLessThanOrEqual(60);
  },
};

/** The tutor's reply streams at the end of the 1,000-message conversation: the list stays pinned to the bottom. */
export const LongConversationStreaming: Story = {
  parameters: { session: { messages: thousandMessages, reply: 'slow-stream' }, chat: { send: 'Cuéntame más, por favor.' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cuéntame más, por favor.')).toBeInTheDocument();
  },
};

/** The tutor's reply streams in slowly, a word at a time (only the streaming bubble re-renders). */
export const Streaming: Story = {
  parameters: { session: { reply: 'slow-stream' }, chat: { send: 'Cuéntame cómo practicar el pretérito.' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cuéntame cómo practicar el pretérito.')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-state="streaming"][aria-busy="true"]')).not.toBeNull());
  },
};

/** The sent message waits for the tutor: the typing indicator shows until the first word. */
export const WaitingForTheReply: Story = {
  parameters: { session: { reply: 'never' }, chat: { send: '¿Cómo se dice "library"?' } },
};

/** Loading the conversation failed. */
export const LoadError: Story = {
  parameters: { session: { conversation: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** Sending failed on the server: the message is marked as not delivered. */
export const SendError: Story = {
  parameters: { session: { reply: 'server-error' }, chat: { send: 'Hola' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** The server refused the message: too many requests (429). */
export const RateLimited: Story = {
  parameters: { session: { reply: 'rate-limited' }, chat: { send: 'Hola otra vez' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** No network: the conversation cannot load. */
export const Offline: Story = {
  parameters: { session: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** Text that looks like HTML or script shows as text; nothing runs. */
export const HtmlStaysText: Story = {
  parameters: { session: { messages: xssMessages() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/<script>alert\("owned"\)<\/script>/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('img, script, b')).toBeNull();
  },
};

/** Bold, italics, inline code, line breaks, and a message that was not delivered. */
export const Markdown: Story = {
  parameters: { session: { messages: markdownMessages() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tengo hambre')).toBeInTheDocument();
  },
};
