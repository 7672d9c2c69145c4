import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { withVoiceStory } from '../../stories-support/with-voice-story.js';
import { PronunciationPractice } from './pronunciation-practice.js';

const PATH = '/api/v1/voice/pronunciation/';

const analysis = {
  transcript: 'hola que tal están amigos',
  reference_text: 'Hola, ¿qué tal estás?',
  overall_score: 68,
  accuracy_score: 79,
  completeness_score: 75,
  fluency_score: 62,
  words: [
    { word: 'Hola', status: 'good', score: 100, expected_phonemes: 'ola', actual_phonemes: 'ola' },
    { word: 'qué', status: 'good', score: 100, expected_phonemes: 'ke', actual_phonemes: 'ke' },
    { word: 'tal', status: 'close', score: 80, expected_phonemes: 'tal', actual_phonemes: 'tal' },
    { word: 'estás', status: 'mispronounced', score: 42, expected_phonemes: 'estas', actual_phonemes: 'estan' },
    { word: 'amigos', status: 'extra', score: 0, expected_phonemes: null, actual_phonemes: 'amiɣos' },
    { word: 'hoy', status: 'missed', score: 0, expected_phonemes: 'oi', actual_phonemes: null },
  ],
};

function answering(respond: () => Response | Promise<Response>): (api: FakeApi) => void {
  return (api) => api.on('POST', PATH, respond);
}

const meta = {
  title: 'Voice/PronunciationPractice',
  component: PronunciationPractice,
  tags: ['autodocs'],
  args: { language: 'es', text: 'Hola, ¿qué tal estás hoy?' },
  globals: { locale: 'en' },
} satisfies Meta<typeof PronunciationPractice>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Record' }));
};

/** Ready: the text (editable, prefilled with the tutor's message) and Record. */
export const Idle: Story = { decorators: [withVoiceStory()] };

/** Recording: level meter, time, Stop and Cancel (Escape). */
export const Recording: Story = {
  decorators: [withVoiceStory()],
  play: async (context) => {
    await record(context);
    await expect(await within(context.canvasElement).findByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
  },
};

/** The recording is being scored. */
export const Scoring: Story = {
  decorators: [withVoiceStory({ voice: { recordsAtOnce: true }, api: answering(() => new Promise<Response>(() => undefined)) })],
  play: async (context) => {
    await record(context);
    await expect(await within(context.canvasElement).findByText('Scoring your pronunciation…')).toBeInTheDocument();
  },
};

/** The result: four scores, every word graded by colour, icon and name, and the legend. */
export const Result: Story = {
  decorators: [withVoiceStory({ voice: { recordsAtOnce: true }, api: answering(() => json(analysis)) })],
  play: async (context) => {
    await record(context);
    await expect(await within(context.canvasElement).findByRole('listitem', { name: 'estás — mispronounced, 42' })).toBeInTheDocument();
  },
};

/** The error state: the microphone was refused. */
export const Failed: Story = {
  decorators: [withVoiceStory({ voice: { recording: { status: 'error', error: 'permission-denied' } } })],
  play: async (context) => {
    await record(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** Scoring is rate limited: how long to wait. */
export const RateLimited: Story = {
  decorators: [
    withVoiceStory({
      voice: { recordsAtOnce: true },
      api: answering(() => new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '600' } })),
    }),
  ],
  play: async (context) => {
    await record(context);
    await expect(await within(context.canvasElement).findByText('Too many voice requests in a short time. Please try again in 10 minutes.')).toBeInTheDocument();
  },
};
