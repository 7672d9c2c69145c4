import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screensJa } from '../../i18n/messages/screens/ja.js';
import { AboutPage } from './about-page.js';

const meta = {
  title: 'Pages/AboutPage',
  component: AboutPage,
  tags: ['autodocs'],
  argTypes: { action: { control: false } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What Parla is, how a conversation works in three steps, the voice practice, how data is treated, and a call to action. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

/** The about page in Japanese. */
export const InJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: screensJa['about.title'] })).toBeInTheDocument();
  },
};
