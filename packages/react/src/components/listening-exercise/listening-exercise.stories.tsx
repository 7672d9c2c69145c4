import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aVoiceCapabilities, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { withVoiceStory } from '../../stories-support/with-voice-story.js';
import { ListeningExercise } from './listening-exercise.js';

const GENERATE_PATH = '/api/v1/voice/listening-exercise/';
const LEVEL_PATH = '/api/v1/voice/listening-exercise/for-level/';
const CAPABILITIES_PATH = '/api/v1/voice/capabilities/';

/** A server that speaks Spanish and English only. */
function speakingSpanishAndEnglish(api: FakeApi): void {
  api.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ speaks: ['en', 'es'] })));
}

const exercise = {
  id: 'exercise-1',
  audio_data: 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAgLsAAAB3AQACABAAZGF0YQAAAAA=',
  content_type: 'audio/wav',
  speed: 0.85,
  difficulty_level: 'beginner',
  language_code: 'es',
  questions: [
    { id: 'q1', kind: 'gap_fill', prompt: 'Mañana vamos a la ____ con mis amigos.', options: null },
    { id: 'q2', kind: 'comprehension', prompt: '¿Con quién van?', options: ['Con la familia', 'Con los amigos', 'Solos'] },
  ],
};

function serving(api: FakeApi): void {
  api.on('POST', GENERATE_PATH, () => json(exercise));
  api.on('POST', '/api/v1/voice/listening-exercise/{id}/check/', () =>
    json({
      score: 50,
      results: [
        { question_id: 'q1', correct: false, expected: 'playa', given: 'plaza' },
        { question_id: 'q2', correct: true, expected: 'Con los amigos', given: 'Con los amigos' },
      ],
      transcript: 'Mañana vamos a la playa con mis amigos.',
    }),
  );
}

const meta = {
  title: 'Voice/ListeningExercise',
  component: ListeningExercise,
  tags: ['autodocs'],
  args: { language: 'es', text: 'Mañana vamos a la playa con mis amigos.', source: 'own' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ListeningExercise>;

export default meta;
type Story = StoryObj<typeof meta>;

const create = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create exercise' }));
};

/** Ready, as the chat opens it: a new text for the learner's level by default, the tutor's message one choice away. */
export const Idle: Story = { args: { source: 'level' }, decorators: [withVoiceStory()] };

/** Ready with the learner's own text (prefilled with the tutor's message) and the difficulty. */
export const OwnText: Story = { decorators: [withVoiceStory()] };

const dictation = { ...exercise, id: 'exercise-2', text_id: 's3', questions: [{ id: 'dictation', kind: 'dictation', prompt: 'Type what you hear.', options: null }] };

function servingDictation(api: FakeApi): void {
  api.on('POST', LEVEL_PATH, () => json(dictation));
  api.on('POST', '/api/v1/voice/listening-exercise/{id}/check/', () =>
    json({
      score: 61,
      results: [
        {
          question_id: 'dictation',
          correct: false,
          expected: 'Mañana vamos a la playa con mis amigos.',
          given: 'manana vamos a la plaza con amigos hoy',
          words: [
            { expected: 'Mañana', given: 'manana', grade: 'accent' },
            { expected: 'vamos', given: 'vamos', grade: 'right' },
            { expected: 'a', given: 'a', grade: 'right' },
            { expected: 'la', given: 'la', grade: 'right' },
            { expected: 'playa', given: 'plaza', grade: 'wrong' },
            { expected: 'con', given: 'con', grade: 'right' },
            { expected: 'mis', given: null, grade: 'missing' },
            { expected: 'amigos', given: 'amigos', grade: 'right' },
            { expected: null, given: 'hoy', grade: 'extra' },
          ],
        },
      ],
      transcript: 'Mañana vamos a la playa con mis amigos.',
    }),
  );
}

/** A dictation of a new text for the level, checked: each word marked by icon, line and name, the legend, the score. */
export const DictationChecked: Story = {
  args: { source: 'level', kind: 'dictation' },
  decorators: [withVoiceStory({ api: servingDictation })],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await create(context);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Type everything you hear.' }), 'manana vamos a la plaza con amigos hoy');
    await userEvent.click(canvas.getByRole('button', { name: 'Check answers' }));
    await expect(await canvas.findByText('Words right: 5 of 8')).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { name: 'playa — wrong word, you typed “plaza”' })).toBeInTheDocument();
  },
};

/** The exercise is being created. */
export const Loading: Story = {
  decorators: [withVoiceStory({ api: (api) => api.on('POST', GENERATE_PATH, () => new Promise<Response>(() => undefined)) })],
  play: async (context) => {
    await create(context);
    await expect(await within(context.canvasElement).findByText('Creating the exercise…', { selector: 'p' })).toBeInTheDocument();
  },
};

/** The audio player at the exercise's pace, a gap-fill question and a multiple-choice one. */
export const Questions: Story = {
  decorators: [withVoiceStory({ api: serving })],
  play: async (context) => {
    await create(context);
    await expect(await within(context.canvasElement).findByRole('group', { name: 'Exercise audio' })).toBeInTheDocument();
  },
};

/** Checked: each answer right or wrong with the expected one, the score and the transcript. */
export const Checked: Story = {
  decorators: [withVoiceStory({ api: serving })],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await create(context);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Question 1: Mañana vamos a la ____ con mis amigos.' }), 'plaza');
    await userEvent.click(canvas.getByRole('radio', { name: 'Con los amigos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check answers' }));
    await expect(await canvas.findByText('Score: 50%')).toBeInTheDocument();
  },
};

/** Creating exercises is rate limited: how long to wait. */
export const RateLimited: Story = {
  decorators: [
    withVoiceStory({
      api: (api) =>
        api.on('POST', GENERATE_PATH, () => new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '300' } })),
    }),
  ],
  play: async (context) => {
    await create(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** In a language the server cannot speak (its capabilities): why, by the language's name, and no exercise to create. */
export const Unavailable: Story = {
  args: { language: 'ja', text: '明日は友達と海に行きます。' },
  decorators: [withVoiceStory({ api: speakingSpanishAndEnglish })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Listening exercises aren’t available for Japanese yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create exercise' })).toBeDisabled();
  },
};
