import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmojiPicker } from './emoji-picker.js';

const meta = {
  title: 'Chat/EmojiPicker',
  component: EmojiPicker,
  tags: ['autodocs'],
  args: { onSelect: fn(), style: { marginTop: 440, marginLeft: 360 } },
} satisfies Meta<typeof EmojiPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button of the chat input. */
export const Closed: Story = {};

/** 128 emoji in 8 categories; arrow keys move, Enter chooses. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Insert emoji' }));
    // The panel is loaded on demand.
    await expect(await within(canvasElement).findAllByRole('grid')).toHaveLength(8);
  },
};

/** Searching by category name. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert emoji' }));
    await userEvent.type(await canvas.findByRole('searchbox'), 'food');
    await expect(canvas.getAllByRole('grid')).toHaveLength(1);
  },
};

/** No category matches. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert emoji' }));
    await userEvent.type(await canvas.findByRole('searchbox'), 'zzz');
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};
