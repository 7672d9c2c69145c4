import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screensFr } from '../../i18n/messages/screens/fr.js';
import { LandingPage } from './landing-page.js';

const meta = {
  title: 'Pages/LandingPage',
  component: LandingPage,
  tags: ['autodocs'],
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page: the hero with its claims, the nine learning modes, the voice features, personalised learning and the calls to action. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Start learning for free' })).toHaveLength(2);
  },
};

/** The home page in French (switch the toolbar's locale for the others). */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: screensFr['landing.title'] })).toBeInTheDocument();
  },
};

/** With the app's own calls to action (e.g. router links) instead of the default links. */
export const WithOwnActions: Story = {
  args: {
    actions: (
      <a className="parla-button" href="#try-the-demo">
        Try the demo
      </a>
    ),
  },
};
