import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aLookup, aSavedWord, apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import type { WordLookup } from '@parla/sdk';
import { withVoiceStory } from '../../stories-support/with-voice-story.js';
import { WordCard } from './word-card.js';

const LOOKUP = '/api/v1/vocabulary/lookup/';

/** A server whose look-up answers `lookup` (and saves any word). */
const answering = (lookup: Partial<WordLookup>) => (api: FakeApi) => {
  api.on('GET', LOOKUP, () => json(aLookup(lookup)));
  api.on('POST', '/api/v1/vocabulary/', () => json(aSavedWord('w1'), 201));
};

const meta = {
  title: 'Words/WordCard',
  component: WordCard,
  tags: ['autodocs'],
  args: { word: 'perros', language: 'es', sentence: 'Tengo dos perros en casa.', messageId: 'message-2', onClose: () => undefined },
  globals: { locale: 'en' },
} satisfies Meta<typeof WordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the offline dictionary (FreeDict spa-eng): the base form, the meaning, where it came from, the example. */
export const FromTheDictionary: Story = {
  decorators: [withVoiceStory({ api: answering({ word: 'perros', base_form: 'perro', meaning: 'dog' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('dog')).toBeInTheDocument();
    await expect(canvas.getByText('Base form: perro')).toBeInTheDocument();
    await expect(canvas.getByText('From the dictionary (freedict-spa-eng)')).toBeInTheDocument();
  },
};

/** From the language model, where no dictionary covers the pair. */
export const FromTheModel: Story = {
  decorators: [withVoiceStory({ api: answering({ word: 'perros', meaning: 'dogs', source: 'model', engine: 'openai-compatible:gpt-4o-mini' }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('From the language model')).toBeInTheDocument();
  },
};

/** No dictionary and no model: the card says so plainly; the word can still be heard and saved. */
export const NoSource: Story = {
  decorators: [withVoiceStory({ api: answering({ word: 'perros', meaning: null, source: 'none', engine: null, message: 'No dictionary covers Spanish to English here.' }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No dictionary or language model on this server can give the meaning of this word.')).toBeInTheDocument();
  },
};

/** Japanese: the word segmented from its sentence, with its reading when the server gives one. */
export const JapaneseWithReading: Story = {
  args: { word: '猫', language: 'ja', sentence: '私は猫が好きです。' },
  decorators: [withVoiceStory({ api: answering({ word: '猫', language: 'ja', meaning: 'cat', engine: 'freedict-jpn-eng', ...{ reading: 'ねこ' } }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reading: ねこ')).toBeInTheDocument();
  },
};

/** Looking it up: the card says so while the answer is on its way. */
export const Loading: Story = {
  decorators: [withVoiceStory({ api: (api) => api.on('GET', LOOKUP, () => new Promise<Response>(() => undefined)) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Looking it up…');
  },
};

/** The look-up failed: Try again. */
export const LookupFailed: Story = {
  decorators: [withVoiceStory({ api: (api) => api.on('GET', LOOKUP, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error')) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Saved: the button becomes "Saved to your words". */
export const Saved: Story = {
  decorators: [withVoiceStory({ api: answering({ word: 'perros', base_form: 'perro', meaning: 'dog' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save word' }));
    await expect(await canvas.findByText('Saved to your words')).toBeInTheDocument();
  },
};

/** The same card in German. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  decorators: [withVoiceStory({ api: answering({ word: 'perros', base_form: 'perro', meaning: 'Hund', native_language: 'de', engine: 'freedict-spa-deu' }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Grundform: perro')).toBeInTheDocument();
  },
};
