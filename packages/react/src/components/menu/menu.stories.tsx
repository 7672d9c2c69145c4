import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mdiContentCopy, mdiTranslate, mdiVolumeHigh } from '@mdi/js';
import { Menu } from './menu.js';

const meta = {
  title: 'Chat/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    label: 'Message actions',
    items: [
      { id: 'speak', label: 'Speak', icon: mdiVolumeHigh, onSelect: fn() },
      { id: 'copy', label: 'Copy', icon: mdiContentCopy, onSelect: fn() },
      { id: 'translate', label: 'Translate', icon: mdiTranslate, onSelect: fn() },
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button, closed. */
export const Closed: Story = {};

/** Open, with focus on the first entry: arrow keys move, Escape closes. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Message actions' }));
    await expect(within(canvasElement).getByRole('menu')).toBeInTheDocument();
  },
};

/** A disabled entry stays reachable and says why. */
export const WithADisabledEntry: Story = {
  args: {
    items: [
      { id: 'speak', label: 'Speak', icon: mdiVolumeHigh, onSelect: fn(), disabled: true, description: 'Your browser cannot read messages aloud.' },
      { id: 'copy', label: 'Copy', icon: mdiContentCopy, onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Message actions' }));
    await expect(within(canvasElement).getByRole('menuitem', { name: 'Speak' })).toHaveAttribute('aria-disabled', 'true');
  },
};
