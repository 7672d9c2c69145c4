import { createContext, useContext } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStore } from '@nanostores/react';
import type { ChatSession, Message } from '@parla/sdk';
import { apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { storyMessages } from '../../stories-support/story-fixtures.js';
import { StoryChat } from '../../stories-support/with-chat.js';
import { MessageBubble } from '../message-bubble/message-bubble.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { MessageMenu } from './message-menu.js';
import type { MessageMenuProps } from './message-menu.js';

const TRANSLATE_PATH = '/api/v1/chat/translate/';
const EDIT_PATH = '/api/v1/conversations/messages/{id}/edit/';

/** Message `index` of conversation-1, as every story session holds it. */
function conversationMessage(index: number): Message {
  const message = storyMessages()[index];
  if (!message) {
    throw new Error(`conversation-1 has no message ${index}`);
  }
  return message;
}

/** The learner's first message and the tutor's answer. */
const learnerMessage = conversationMessage(0);
const tutorMessage = conversationMessage(1);

/** Translates into English and saves edits, as the server does. */
function translatesAndEdits(api: FakeApi): void {
  api.on('POST', TRANSLATE_PATH, (request) => {
    const { message_id: messageId, target_language: targetLanguage } = (request.body ?? {}) as { message_id?: string; target_language?: string };
    const translated = messageId === tutorMessage.id ? 'Hello! Of course. What would you like to talk about today?' : 'Hello, I want to practise my Spanish.';
    return json({ translated_text: translated, source_language: 'es', target_language: targetLanguage ?? 'en', engine: 'offline' });
  });
  api.on('PATCH', EDIT_PATH, (request, [id]) => {
    const original = storyMessages().find((message) => message.id === id);
    const { message_text: text } = (request.body ?? {}) as { message_text?: string };
    return json({ ...original, message_text: text ?? '', edited_at: '2025-01-15T10:05:00.000Z' });
  });
}

type MenuOptions = Omit<MessageMenuProps, 'message' | 'chat'>;

const MenuOptionsContext = createContext<{ chat: ChatSession; options: MenuOptions } | null>(null);

/** The bubble's actions: the menu under test, with the story's props. */
function StoryMenu({ message }: { message: Message }) {
  const context = useContext(MenuOptionsContext);
  return context ? <MessageMenu message={message} chat={context.chat} {...context.options} /> : null;
}

/** Conversation-1's message `message.id` as the chat holds it (its text follows edits), in its bubble with the menu, once the chat has opened. */
function MessageWithMenu({ message, chat, ...options }: MessageMenuProps & { chat: ChatSession }) {
  const current = useStore(chat.$messages).find((item) => item.id === message.id);
  return (
    <MenuOptionsContext.Provider value={{ chat, options }}>
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 560 }}>{current ? <MessageBubble message={current} actions={StoryMenu} /> : null}</div>
      <Snackbar />
    </MenuOptionsContext.Provider>
  );
}

/** Opens the menu of the shown message (its list loads on demand) and returns the menu. */
async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Message actions' }));
  return within(await canvas.findByRole('menu'));
}

/** Opens the menu and chooses `item`. */
async function choose(canvasElement: HTMLElement, item: string): Promise<void> {
  const menu = await openMenu(canvasElement);
  await userEvent.click(menu.getByRole('menuitem', { name: item }));
}

const meta = {
  title: 'Chat/MessageMenu',
  component: MessageMenu,
  tags: ['autodocs'],
  // The story session's chat replaces the placeholder: conversation-1 opened by `useChat`, as `withChat` does.
  args: {
    message: learnerMessage,
    chat: placeholderChat,
    clipboard: { writeText: fn(() => Promise.resolve()) },
    speaker: { speak: fn() },
  },
  argTypes: { message: { control: false }, chat: { control: false }, clipboard: { control: false }, speaker: { control: false }, onRender: { control: false } },
  globals: { locale: 'en' },
  parameters: { session: { routes: translatesAndEdits } },
  render: ({ chat: _placeholder, ...args }) => <StoryChat>{(chat) => <MessageWithMenu {...args} chat={chat} />}</StoryChat>,
} satisfies Meta<typeof MessageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's own message, menu open: Speak, Copy, Translate and Edit. */
export const LearnersMessage: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Translate', 'Edit']);
  },
};

/** The tutor's message, menu open: Speak, Copy and Translate (only the learner's own messages can be edited). */
export const TutorsMessage: Story = {
  args: { message: tutorMessage },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Translate']);
  },
};

/** Interaction: Speak reads the message aloud in the conversation's language, with the learner's voice and speed. */
export const Speak: Story = {
  args: { message: tutorMessage },
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, 'Speak');
    await expect(args.speaker?.speak).toHaveBeenCalledWith({ text: tutorMessage.message_text, language: 'es', rate: 1, voice: 'female' });
  },
};

/** Interaction: Copy writes the text to the clipboard and confirms with a snackbar. */
export const Copy: Story = {
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, 'Copy');
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(learnerMessage.message_text);
    await expect(await within(canvasElement).findByText('Message copied')).toBeInTheDocument();
  },
};

/** Interaction: Translate shows the translation into the learner's language under the text. */
export const Translate: Story = {
  args: { message: tutorMessage },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Translate');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hello! Of course. What would you like to talk about today?')).toBeInTheDocument();
    await expect(canvas.getByText('Translation (English)')).toBeInTheDocument();
  },
};

/** The translation engine failed just now (503): the error under the text; Translate stays offered. */
export const TranslateFails: Story = {
  args: { message: tutorMessage },
  parameters: {
    session: {
      routes: (api: FakeApi) => {
        translatesAndEdits(api);
        api.on('POST', TRANSLATE_PATH, () => apiError(503, 'The translation engine could not answer right now. Please try again.', {}, 'engine_unavailable'));
      },
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Translate');
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** Edit opened: the inline editor with the text, Save (Enter) and Cancel (Escape). */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Edit');
    const field = await within(canvasElement).findByRole('textbox', { name: 'Edit your message' });
    await expect(field).toHaveValue(learnerMessage.message_text);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Interaction: edit the message and save: the new text shows, marked "edited". */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Edit');
    const field = await canvas.findByRole('textbox', { name: 'Edit your message' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Hola, quiero practicar mi francés.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Edit your message' })).toBeNull());
    await expect(canvas.getByText('Hola, quiero practicar mi francés.', { selector: '.parla-message__text' })).toBeInTheDocument();
    await expect(canvas.getByText('edited')).toBeInTheDocument();
  },
};

/** The learner's message, menu open, in Japanese. */
export const InJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.parla-root[lang="ja"] [aria-haspopup="menu"]')).not.toBeNull());
    const trigger = canvasElement.querySelector<HTMLElement>('[aria-haspopup="menu"]');
    if (trigger) {
      await userEvent.click(trigger);
    }
    await waitFor(() => expect(within(canvas.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(4));
  },
};
