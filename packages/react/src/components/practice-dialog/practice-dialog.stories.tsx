import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { json } from '@parla/test-utils';
import { withVoiceStory } from '../../stories-support/with-voice-story.js';
import type { PracticeRequest } from '../conversation-menu/practice-request.js';
import { PracticeDialog } from './practice-dialog.js';

const pronunciation: PracticeRequest = { exercise: 'pronunciation', text: '¿Qué hiciste ayer?', language: 'es' };
const listening: PracticeRequest = { exercise: 'listening', text: 'Mañana vamos a la playa con mis amigos.', language: 'es' };

/** A scored attempt at "¿Qué hiciste ayer?": one word close, one mispronounced. */
const analysis = {
  transcript: 'que hiciste aller',
  reference_text: '¿Qué hiciste ayer?',
  overall_score: 74,
  accuracy_score: 78,
  completeness_score: 100,
  fluency_score: 70,
  words: [
    { word: 'Qué', status: 'good', score: 96, expected_phonemes: 'ke', actual_phonemes: 'ke' },
    { word: 'hiciste', status: 'close', score: 81, expected_phonemes: 'isiste', actual_phonemes: 'isiste' },
    { word: 'ayer', status: 'mispronounced', score: 48, expected_phonemes: 'aʝer', actual_phonemes: 'aler' },
  ],
};

const meta = {
  title: 'Voice/PracticeDialog',
  component: PracticeDialog,
  tags: ['autodocs'],
  args: { request: pronunciation, onClose: fn() },
  argTypes: { request: { control: 'object' } },
  globals: { locale: 'en' },
  decorators: [withVoiceStory()],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof PracticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pronunciation practice over the chat, prefilled with the latest tutor message; focus is inside. */
export const Pronunciation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Pronunciation practice' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** A listening exercise over the chat. */
export const Listening: Story = {
  args: { request: listening },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Listening exercise' })).toBeInTheDocument();
  },
};

/** Interaction: record, and the scored result shows inside the dialog. */
export const PronunciationScored: Story = {
  decorators: [withVoiceStory({ voice: { recordsAtOnce: true }, api: (api) => api.on('POST', '/api/v1/voice/pronunciation/', () => json(analysis)) })],
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Record' }));
    await expect(await dialog.findByRole('listitem', { name: 'ayer — mispronounced, 48' })).toBeInTheDocument();
  },
};

/** Pronunciation practice in Japanese (the exercise's messages load on demand, inside the dialog). */
export const InJapanese: Story = {
  globals: { locale: 'ja' },
  args: { request: { exercise: 'pronunciation', text: '昨日は何をしましたか？', language: 'ja' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog')).toBeInTheDocument();
  },
};

/** Interaction: a button opens the dialog; Escape closes it and focus goes back to the button. */
export const OpenAndClose: Story = {
  render: function Opener({ request }) {
    const [open, setOpen] = useState<PracticeRequest | null>(null);
    return (
      <>
        <button type="button" className="parla-button" onClick={() => setOpen(request)}>
          Practise pronunciation
        </button>
        <PracticeDialog request={open} onClose={() => setOpen(null)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Practise pronunciation' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Pronunciation practice' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
