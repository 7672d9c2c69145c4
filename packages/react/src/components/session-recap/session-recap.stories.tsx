import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import type { Session } from '@parla/sdk';
import { pending, serverError } from '../../stories-support/page-fixtures.js';
import { LearnerLevel } from './learner-level.js';
import { RecapCard } from './recap-card.js';
import { chosenModel, cleanRecap, emptyRecap, estimatedModel, modelRecap, newModel, ruleRecap } from './recap-fixtures.js';
import { SessionRecapPanel } from './session-recap.js';

const RECAP_PATH = '/api/v1/conversations/c1/recap/';
const MODEL_PATH = '/api/v1/progress/learner-model/';

const meta = {
  title: 'Progress/RecapCard',
  component: RecapCard,
  tags: ['autodocs'],
  args: { recap: ruleRecap, style: { maxWidth: 640 } },
} satisfies Meta<typeof RecapCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rule-made recap: the figures, what went well named from the data, corrections by kind with the learner's own examples, one focus, the goals. */
export const RuleMade: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your session' })).toBeInTheDocument();
    await expect(canvas.getByText('Messages', { selector: 'dt' }).nextElementSibling).toHaveTextContent('10');
    await expect(canvas.getByText('5 messages of 10 without a single correction.')).toBeInTheDocument();
    await expect(canvas.getByText('“comimos” instead of “comemos”', { selector: '.parla-visually-hidden' })).toBeInTheDocument();
    await expect(canvas.getByText('Focus on verb endings, for example “comimos” instead of “comemos”.')).toBeInTheDocument();
    await expect(canvas.getByText('Grammar: 5 grammar corrections to learn from')).toBeInTheDocument();
  },
};

/** The model wrote the prose (summary, what went well, the focus); the figures and examples are still the data's. */
export const WrittenByModel: Story = {
  args: { recap: modelRecap },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(modelRecap.summary ?? '')).toBeInTheDocument();
    await expect(canvas.getByText('Written by the tutor from your session’s figures.')).toBeInTheDocument();
  },
};

/** A short session without corrections: "No corrections this time." and a nudge to write more. */
export const NoCorrections: Story = {
  args: { recap: cleanRecap },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No corrections this time.')).toBeInTheDocument();
  },
};

/** A session left without a message: zero figures, still a complete card. */
export const EmptySession: Story = { args: { recap: emptyRecap } };

/** In German: numbers, plurals and the quotes of the language. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('„comimos“ statt „comemos“', { selector: '.parla-visually-hidden' })).toBeInTheDocument();
  },
};

/** In Japanese. */
export const Japanese: Story = { globals: { locale: 'ja' } };

/** The panel while the recap is made. */
export const PanelLoading: Story = {
  render: () => <SessionRecapPanel conversationId="c1" />,
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', RECAP_PATH, pending) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Making your recap…');
  },
};

/** The panel with the recap loaded. */
export const PanelLoaded: Story = {
  render: () => <SessionRecapPanel conversationId="c1" />,
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', RECAP_PATH, () => json(ruleRecap)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your session' })).toBeInTheDocument();
  },
};

/** The session is still going (409): when the recap will come. */
export const PanelPending: Story = {
  render: () => <SessionRecapPanel conversationId="c1" />,
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', RECAP_PATH, () => apiError(409, 'This session is still going.', {}, 'conflict')) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.parla-recap-panel[data-state="pending"]')).not.toBeNull());
  },
};

/** The recap could not be loaded: the failure and Try again. */
export const PanelFailed: Story = {
  render: () => <SessionRecapPanel conversationId="c1" />,
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', RECAP_PATH, serverError) } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The learner's level, estimated from their writing, with the kinds of correction that recur and their words. */
export const LevelEstimated: Story = {
  render: () => <LearnerLevel language="es" />,
  parameters: { session: { routes: (api: FakeApi) => api.on('GET', MODEL_PATH, () => json(estimatedModel)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You write at about B1.')).toBeInTheDocument();
    await expect(canvas.getByText('Most corrections this week: Verb endings and Accents.')).toBeInTheDocument();
  },
};

/** The learner set goals in their settings: the panel names them, as the goals choose what the tutor offers. */
export const LevelWithGoals: Story = {
  render: () => <LearnerLevel language="es" />,
  parameters: {
    session: {
      routes: (api: FakeApi) => api.on('GET', MODEL_PATH, () => json(estimatedModel)),
      setup: (session: Session) => {
        const user = session.profile.$profile.get();
        if (user) {
          session.profile.patch({ preferences: { ...user.preferences, learning_goals: ['travel', 'grammar'] } });
        }
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your goals: Travel and Grammar. The tutor chooses scenes, sentences and words for them.')).toBeInTheDocument();
  },
};

/** The learner chose B2 over the estimate; choosing again saves it. */
export const LevelChosen: Story = {
  render: () => <LearnerLevel language="es" />,
  parameters: {
    session: {
      routes: (api: FakeApi) => {
        api.on('GET', MODEL_PATH, () => json(estimatedModel));
        api.on('PUT', '/api/v1/progress/learner-model/level/', () => json(chosenModel));
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('My level'), 'B2');
    await expect(await canvas.findByText('Your level: B2, as you chose. The estimate from your writing is B1.')).toBeInTheDocument();
    await expect(canvas.getByText('Level saved.')).toBeInTheDocument();
  },
};

/** Too little writing for an estimate yet. */
export const LevelNotYet: Story = {
  render: () => <LearnerLevel language="es" model={newModel} />,
};

/** The level in Ukrainian. */
export const LevelUkrainian: Story = {
  globals: { locale: 'uk' },
  render: () => <LearnerLevel language="es" model={estimatedModel} />,
};
