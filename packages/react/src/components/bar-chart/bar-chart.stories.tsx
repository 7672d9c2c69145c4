import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './bar-chart.js';

const meta = {
  title: 'Screens/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Conversations by language',
    items: [
      { id: 'es', label: 'Spanish', value: 1200 },
      { id: 'fr', label: 'French', value: 640 },
      { id: 'ja', label: 'Japanese', value: 300 },
      { id: 'de', label: 'German', value: 45 },
    ],
    style: { maxWidth: 480 },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars scaled to the largest value; each row reads "label value", values formatted in the interface language. */
export const Bars: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Bars against a fixed maximum (`max`): shares of a limit rather than of the largest bar. */
export const WithMax: Story = {
  args: { max: 2000 },
};

/** No items: "Nothing here yet." in the interface language instead of an empty list. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet.')).toBeInTheDocument();
  },
};

/** No items, in the chart's own words. */
export const EmptyWithOwnText: Story = {
  args: { items: [], emptyText: 'No messages in the last 30 days.' },
};
