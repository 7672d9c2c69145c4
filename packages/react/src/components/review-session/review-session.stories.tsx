import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aDueCard, apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import type { DueCard, ReviewSessionState } from '@parla/sdk';
import { withVoiceStory } from '../../stories-support/with-voice-story.js';
import { ReviewSession } from './review-session.js';

const recognise = aDueCard('c1');
const recall = aDueCard('c2', { kind: 'recall', prompt: 'dog', answer: 'perro' });
const listen = aDueCard('c3', { kind: 'listen', prompt: 'perro', answer: 'perro' });
const fixIt = aDueCard('c4', { kind: 'fix_it', prompt: 'Tengo un pero en mi casa.', answer: 'Tengo un perro en mi casa.', hint: '“perro” (dog) has a double r.', word_id: null });

/** A card of the session at a step. */
function at(card: DueCard, step: 'asking' | 'answered', extra: Partial<Extract<ReviewSessionState, { status: 'card' }>> = {}): ReviewSessionState {
  return { status: 'card', card, index: 1, total: 4, step, typed: null, check: null, error: null, ...extra };
}

/** A server with these cards due, checking every typed answer as right. */
const dueCards = (cards: DueCard[]) => (api: FakeApi) => {
  api.on('GET', '/api/v1/review/due/', () => json({ results: cards, count: cards.length }));
  api.on('POST', '/api/v1/review/cards/{id}/check/', () => json({ verdict: 'right', correct: true, expected: 'perro', accent_slips: [] }));
  api.on('POST', '/api/v1/review/cards/{id}/grade/', (_request, [id]) => json({ card: aDueCard(id!), next_due: '2026-11-28T10:00:00Z' }));
  api.on('GET', '/api/v1/review/stats/', () => json({ due_count: 0, reviewed_today: 1, retained_today: 1, total_cards: 4 }));
};

const meta = {
  title: 'Words/ReviewSession',
  component: ReviewSession,
  tags: ['autodocs'],
  globals: { locale: 'en' },
} satisfies Meta<typeof ReviewSession>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading the cards due now. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  decorators: [withVoiceStory()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading your cards…');
  },
};

/** Nothing due. */
export const NothingDue: Story = {
  decorators: [withVoiceStory({ api: dueCards([]) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Nothing to review right now/)).toBeInTheDocument();
  },
};

/** The cards could not be loaded: Try again. */
export const LoadFailed: Story = {
  decorators: [withVoiceStory({ api: (api) => api.on('GET', '/api/v1/review/due/', () => apiError(500, 'Server error. Please try again later.', {}, 'server_error')) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Recognise: the Spanish word, Hear, Show answer. */
export const Recognise: Story = { args: { state: at(recognise, 'asking') }, decorators: [withVoiceStory()] };

/** Recall: the meaning; the learner types the Spanish word. */
export const Recall: Story = { args: { state: at(recall, 'asking') }, decorators: [withVoiceStory()] };

/** Listen: Hear, then type what was heard. */
export const Listen: Story = { args: { state: at(listen, 'asking') }, decorators: [withVoiceStory()] };

/** Fix it: the learner's own corrected sentence, to type right. */
export const FixIt: Story = { args: { state: at(fixIt, 'asking') }, decorators: [withVoiceStory()] };

/** Answered and checked: close (not accepted), with the accent slips, the hint and the four grades with their next due times. */
export const Checked: Story = {
  args: {
    state: at(fixIt, 'answered', {
      typed: 'tengo un pero en mi casa',
      check: { verdict: 'close', correct: false, expected: 'Tengo un perro en mi casa.', accent_slips: [] },
    }),
  },
  decorators: [withVoiceStory()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Almost: the answer is “Tengo un perro en mi casa.”.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Good/ })).toHaveTextContent('next in 1 day');
  },
};

/** A recall answered right but without its accent: accepted, and the slip is pointed out. */
export const AccentSlip: Story = {
  args: {
    state: at(aDueCard('c5', { kind: 'recall', prompt: 'song', answer: 'canción' }), 'answered', {
      typed: 'cancion',
      check: { verdict: 'right', correct: true, expected: 'canción', accent_slips: [{ written: 'cancion', expected: 'canción' }] },
    }),
  },
  decorators: [withVoiceStory()],
};

/** Reviewing with the keyboard through the fake server: check a typed answer, grade, and the session is done. */
export const GradedToDone: Story = {
  decorators: [withVoiceStory({ api: dueCards([recall]) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Your answer'), 'perro{Enter}');
    await expect(await canvas.findByText('Right!')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Easy/ }));
    await expect(await canvas.findByText('Done! You reviewed 1 card and remembered 1.')).toBeInTheDocument();
  },
};

/** Done, in Japanese. */
export const DoneInJapanese: Story = {
  globals: { locale: 'ja' },
  args: { state: { status: 'done', reviewed: 5, remembered: 4 } },
  decorators: [withVoiceStory()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('完了！5枚のカードを復習し、4枚を覚えていました。')).toBeInTheDocument();
  },
};
