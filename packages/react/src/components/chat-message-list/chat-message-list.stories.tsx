import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { withChat } from '../../stories-support/with-chat.js';
import { ChatMessageList } from './chat-message-list.js';

const meta = {
  title: 'Chat/ChatMessageList',
  component: ChatMessageList,
  tags: ['autodocs'],
  decorators: [withChat],
  args: { chat: placeholderChat, style: { height: 480, maxWidth: 720 } },
  argTypes: { chat: { control: false }, onBubbleRender: { control: false }, onMenuRender: { control: false } },
} satisfies Meta<typeof ChatMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every settled message has its menu (Speak, Copy, Translate, and Edit on the learner's own). */
export const WithMenus: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('¡Qué bien! ¿Adónde fuiste de vacaciones el verano pasado?')).toBeInTheDocument();
  },
};

/** The menu of the learner's first message, open. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Hola, quiero practicar mi español.');
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Message actions' }, { timeout: 5000 }))[0]!);
    await expect(await canvas.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  },
};

/** The inline editor of the learner's message. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Hola, quiero practicar mi español.');
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Message actions' }, { timeout: 5000 }))[0]!);
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByRole('textbox', { name: 'Edit your message' })).toBeInTheDocument();
  },
};

/** No conversation yet. */
export const Empty: Story = {
  parameters: { session: { messages: [] } },
};

/** A message the server refused (too many requests): kept as not delivered, with Try again under it. */
export const Undelivered: Story = {
  parameters: { session: { reply: 'rate-limited' }, chat: { send: 'Hola otra vez' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(canvas.getByText('Not delivered')).toBeInTheDocument();
  },
};
