import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screensFr } from '../../i18n/messages/screens/fr.js';
import { screensJa } from '../../i18n/messages/screens/ja.js';
import { NotFoundPage } from './not-found-page.js';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  argTypes: { homeLink: { control: false } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page not found, with the way back home. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** Page not found in Japanese. */
export const InJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: screensJa['notFound.title'] })).toBeInTheDocument();
  },
};

/** Page not found in French. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: screensFr['notFound.title'] })).toBeInTheDocument();
  },
};
