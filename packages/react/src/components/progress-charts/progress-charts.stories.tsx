import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { pending, serverError } from '../../stories-support/page-fixtures.js';
import { HISTORY_PATH, emptyHistory, storyHistory } from './chart-fixtures.js';
import { ProgressCharts } from './progress-charts.js';

/** Resolves once the charts show `state` (`ready`, `empty`, `loading`, `error`): the same in every locale. */
async function chartsIn(canvasElement: HTMLElement, state: string): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector(`.parla-charts[data-state="${state}"]`)).not.toBeNull());
}

const meta = {
  title: 'Screens/ProgressCharts',
  component: ProgressCharts,
  tags: ['autodocs'],
  args: { languages: ['es'], style: { maxWidth: 880 } },
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', HISTORY_PATH, () => json(storyHistory)) } },
} satisfies Meta<typeof ProgressCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four weeks of practice: minutes per day, corrections per 100 words by kind, words saved and retained, pronunciation. */
export const WithData: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await chartsIn(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Minutes practised per day' })).toBeInTheDocument();
    await expect(canvas.getByText('24 saved, 20 retained. A word is retained when its latest review was not “Again”.')).toBeInTheDocument();
    // The data table behind the pronunciation chart: a header row and one row per day with a score.
    const table = canvas.getByRole('table', { name: 'Pronunciation score' });
    const scoredDays = storyHistory.days.filter((day) => day.pronunciation_score !== null).length;
    await expect(within(table).getAllByRole('row')).toHaveLength(scoredDays + 1);
  },
};

/** Interaction: "Show as table" shows the data table behind a chart, and "Hide table" hides it again. */
export const ShowAsTable: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await chartsIn(canvasElement, 'ready');
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Minutes practised per day' });
    const toggle = within(figure).getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = within(figure).getByRole('region', { name: 'Minutes practised per day' });
    await expect(region).not.toHaveClass('parla-visually-hidden');
    await expect(within(region).getByRole('row', { name: /Jan 1\b/ })).toHaveTextContent('8');
    await userEvent.click(within(figure).getByRole('button', { name: 'Hide table' }));
    await expect(region).toHaveClass('parla-visually-hidden');
  },
};

/** Two languages and a period to choose: choosing 12 weeks asks the server for them. */
export const LanguageAndPeriod: Story = {
  globals: { locale: 'en' },
  args: { languages: ['es', 'fr'] },
  parameters: {
    session: {
      routes: (api: FakeApi) => api.on('GET', HISTORY_PATH, (request) => json({ ...storyHistory, language: request.url.searchParams.get('language') ?? 'es', weeks: Number(request.url.searchParams.get('weeks')) })),
    },
  },
  play: async ({ canvasElement }) => {
    await chartsIn(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Last 12 weeks');
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveValue('12');
    await chartsIn(canvasElement, 'ready');
  },
};

/** The same charts in Japanese: dates, numbers and captions in the interface language. */
export const InJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await chartsIn(canvasElement, 'ready');
    await expect(await within(canvasElement).findByRole('heading', { name: '発音スコア' })).toBeInTheDocument();
  },
};

/** No practice in the period: one sentence says the charts fill in with practice. */
export const Empty: Story = {
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', HISTORY_PATH, () => json(emptyHistory)) } },
  play: async ({ canvasElement }) => {
    await chartsIn(canvasElement, 'empty');
  },
};

/** The history has not arrived yet. */
export const Loading: Story = {
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', HISTORY_PATH, pending) } },
  play: async ({ canvasElement }) => {
    await chartsIn(canvasElement, 'loading');
  },
};

/** Loading failed on the server: the error and Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', HISTORY_PATH, serverError) } },
  play: async ({ canvasElement }) => {
    await chartsIn(canvasElement, 'error');
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
