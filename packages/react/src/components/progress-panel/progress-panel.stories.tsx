import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { STATS_PATH, USAGE_PATH, newLearnerStats, pending, progressRoutes, serverError, storyStats, storyUsage, unusedUsage } from '../../stories-support/page-fixtures.js';
import { ProgressPanel } from './progress-panel.js';

/** Resolves once the panel shows `state` (`ready`, `empty`, `loading`, `error`): the same in every locale. */
async function panelIn(canvasElement: HTMLElement, state: string): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector(`.parla-progress[data-state="${state}"]`)).not.toBeNull());
}

const meta = {
  title: 'Screens/ProgressPanel',
  component: ProgressPanel,
  tags: ['autodocs'],
  args: { style: { maxWidth: 880 } },
  parameters: { session: { routes: progressRoutes(storyStats) } },
} satisfies Meta<typeof ProgressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner who has practised: practice time, messages, streaks, bars per language and mode, and today's usage (messages at the 80 % warning). */
export const WithData: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const practice = await canvas.findByText('Practice time', { selector: 'dt' });
    await expect(practice.nextElementSibling).toHaveTextContent('2.5 hours');
    await expect(canvas.getByText('Current streak', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4 days');
    await expect(canvas.getByRole('list', { name: 'Conversations by language' })).toBeInTheDocument();
    await expect(canvas.getByText('Messages today').closest('li')).toHaveAttribute('data-level', 'warning');
  },
};

/** The pronunciation trend: the latest day's average score and one bar per day with scored attempts, out of 100. */
export const PronunciationTrend: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Pronunciation' });
    await expect(within(section).getByText('Average score on January 15: 78.5 out of 100')).toBeInTheDocument();
    const bars = within(section).getByRole('list', { name: 'Average pronunciation score by day' });
    await expect(within(bars).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Jan 858.5', 'Jan 1064', 'Jan 1271.3', 'Jan 1578.5']);
  },
};

/** The same progress in German: numbers, dates and plurals in the interface language ("1.234", "4 Tage"). */
export const WithDataInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await panelIn(canvasElement, 'ready');
    await expect(await within(canvasElement).findByText('1.234')).toBeInTheDocument();
  },
};

/** Without the quota usage (`showUsage={false}`): only the progress, and only the stats call. */
export const WithoutUsage: Story = {
  args: { showUsage: false },
  play: async ({ canvasElement }) => {
    await panelIn(canvasElement, 'ready');
    await expect(canvasElement.querySelector('.parla-quotas')).toBeNull();
  },
};

/** A new learner who has not practised yet: the empty state, and nothing of the quota used. */
export const Empty: Story = {
  parameters: { session: { routes: progressRoutes(newLearnerStats, unusedUsage) } },
  play: async ({ canvasElement }) => {
    await panelIn(canvasElement, 'empty');
  },
};

/** The stats have not arrived yet. */
export const Loading: Story = {
  parameters: {
    session: {
      routes: (api: FakeApi) => {
        api.on('GET', STATS_PATH, pending);
        api.on('GET', USAGE_PATH, pending);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await panelIn(canvasElement, 'loading');
  },
};

/** Loading failed on the server: the error and Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    session: {
      routes: (api: FakeApi) => {
        api.on('GET', STATS_PATH, serverError);
        api.on('GET', USAGE_PATH, () => json(storyUsage));
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** Interaction: the first load fails, Try again loads the progress. */
export const RetryAfterAnError: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: {
      routes: (api: FakeApi) => {
        let calls = 0;
        api.on('GET', STATS_PATH, () => {
          calls += 1;
          return calls === 1 ? serverError() : json(storyStats);
        });
        api.on('GET', USAGE_PATH, () => json(storyUsage));
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Practice time', { selector: 'dt' })).toBeInTheDocument();
  },
};
