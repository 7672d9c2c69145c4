import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@parla/sdk';
import { withVoiceStory } from '../../stories-support/with-voice-story.js';
import { VoiceRecorder } from './voice-recorder.js';

const meta = {
  title: 'Chat/VoiceRecorder',
  component: VoiceRecorder,
  tags: ['autodocs'],
  args: { language: 'es', onTranscript: fn(), onClose: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof VoiceRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recording: the level meter moves, the time counts up to the maximum; Stop sends, Cancel or Escape drops it. */
export const Recording: Story = { decorators: [withVoiceStory({ voice: { capturing: { level: 0.55, elapsedMs: 7_300 } } })] };

/** With the voice-activity files served, the hands-free toggle shows; turned on, the turn ends when the learner stops talking. */
export const HandsFree: Story = {
  args: { vadAssetBase: '/vad/' },
  decorators: [withVoiceStory()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Hands-free (send when I stop talking)' }));
    await expect(await canvas.findByText('Listening… Stop talking to send.')).toBeInTheDocument();
  },
};

/** After Stop: transcribing. */
export const Transcribing: Story = {
  decorators: [withVoiceStory({ voice: { transcript: 'never' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop and send' }));
    await expect(await canvas.findByText('Transcribing…')).toBeInTheDocument();
  },
};

/** The browser refused the microphone. */
export const PermissionDenied: Story = {
  decorators: [withVoiceStory({ voice: { capturing: { status: 'error', error: { kind: 'recorder', code: 'permission-denied' } } } })],
};

/** The transcribe rate limit: how long to wait. */
export const RateLimited: Story = {
  decorators: [
    withVoiceStory({
      voice: {
        capturing: {
          status: 'error',
          error: { kind: 'api', error: new ApiError({ kind: 'rate_limited', status: 429, code: 'rate_limited', message: 'Too many requests. Please wait and try again.', retryAfterMs: 600_000 }) },
        },
      },
    }),
  ],
};

/** Today's voice requests are used up. */
export const QuotaReached: Story = {
  decorators: [
    withVoiceStory({
      voice: { capturing: { status: 'error', error: { kind: 'api', error: new ApiError({ kind: 'http', status: 429, code: 'quota_exceeded', message: 'Daily voice quota reached.' }) } } },
    }),
  ],
};
