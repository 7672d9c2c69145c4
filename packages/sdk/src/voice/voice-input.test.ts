import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@parla/contract/constants';
import { apiError, fakeApi, json, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { createQuotaTracker } from '../limits/quota-tracker.js';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { memoryStorage, systemClock } from '../ports.js';
import { base64ToBytes } from './base64.js';
import { createRecorder } from './recorder.js';
import type { CaptureOptions, MediaPort, VoiceInput } from './types.js';
import { createVoiceInput } from './voice-input.js';
import { speakingMicrophone } from '../test-utils/speaking-microphone.js';
import { decodeWav } from './wav.js';

const TRANSCRIBE_PATH = '/api/v1/voice/transcribe/';

function transcription(transcript: string) {
  return { transcript, language_code: 'es-ES', confidence: 0.9, duration_ms: 800, engine: 'test' };
}

function voiceInputFor(api: FakeApi, options: Parameters<typeof testClient>[1] = {}) {
  const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false, ...options });
  const microphone = speakingMicrophone();
  const recorder = createRecorder({ media: microphone, clock: systemClock });
  return { voiceInput: createVoiceInput({ client, recorder }), microphone };
}

/** Starts a capture, lets the microphone open and speak, then stops the recording. */
async function speakAndStop(voiceInput: VoiceInput, options: CaptureOptions = { languageCode: 'es-ES' }) {
  const captured = voiceInput.capture(options);
  await vi.advanceTimersByTimeAsync(0);
  voiceInput.stop();
  return captured;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('when the learner speaks and stops', () => {
  it('sends the recording as base64 WAV at 48 kHz with the language and context, and resolves with the trimmed transcript', async () => {
    const api = fakeApi();
    api.on('POST', TRANSCRIBE_PATH, () => json(transcription('  Hola, ¿qué tal?  ')));
    const { voiceInput } = voiceInputFor(api);

    const text = await speakAndStop(voiceInput, { languageCode: 'es-ES', context: 'Tutor: ¿Cómo estás?' });

    expect(text).toBe('Hola, ¿qué tal?');
    const [request] = api.calls('POST', TRANSCRIBE_PATH);
    const body = request?.body as { audio_data: string; sample_rate: number; language_code: string; conversation_context: string };
    expect(body.sample_rate).toBe(48_000);
    expect(body.language_code).toBe('es-ES');
    expect(body.conversation_context).toBe('Tutor: ¿Cómo estás?');
    const wav = decodeWav(base64ToBytes(body.audio_data));
    expect(wav.sampleRate).toBe(48_000);
    expect(wav.samples.length).toBe(48_000 * 0.8);
    expect(voiceInput.$state.get()).toMatchObject({ status: 'idle', error: null });
  });

  it('shows transcribing while the call runs', async () => {
    const api = fakeApi();
    let answer: (response: Response) => void = () => undefined;
    api.on('POST', TRANSCRIBE_PATH, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { voiceInput } = voiceInputFor(api);

    const captured = speakAndStop(voiceInput);
    await vi.advanceTimersByTimeAsync(0);
    expect(voiceInput.$state.get()).toMatchObject({ status: 'transcribing', elapsedMs: 800 });

    answer(json(transcription('Vale')));
    expect(await captured).toBe('Vale');
  });

  it('resolves null when nothing was heard', async () => {
    const api = fakeApi();
    api.on('POST', TRANSCRIBE_PATH, () => json(transcription('   ')));
    const { voiceInput } = voiceInputFor(api);

    expect(await speakAndStop(voiceInput)).toBeNull();
    expect(voiceInput.$state.get().error).toBeNull();
  });

  it('counts the call against the daily voice quota', async () => {
    const api = fakeApi();
    api.on('POST', TRANSCRIBE_PATH, () => json(transcription('Hola')));
    const quota = createQuotaTracker({ storage: memoryStorage() });
    const { voiceInput } = voiceInputFor(api, { quota });

    await speakAndStop(voiceInput);

    expect(quota.snapshot().daily.voiceRequests.used).toBe(1);
  });
});

describe('when the transcription is refused', () => {
  it('a 429 from the server becomes error kind api with the server message', async () => {
    const api = fakeApi();
    api.on('POST', TRANSCRIBE_PATH, () => apiError(429, 'Too many voice requests.', {}, 'rate_limited'));
    const { voiceInput } = voiceInputFor(api);

    expect(await speakAndStop(voiceInput)).toBeNull();

    const { error, status } = voiceInput.$state.get();
    expect(status).toBe('error');
    expect(error?.kind).toBe('api');
    expect(error?.kind === 'api' && error.error.status).toBe(429);
    expect(error?.kind === 'api' && error.error.message).toBe('Too many voice requests.');
  });

  it('the client-side transcribe limit (§9) blocks the call before anything is sent', async () => {
    const api = fakeApi();
    api.on('POST', TRANSCRIBE_PATH, () => json(transcription('Hola')));
    const rateLimiter = createRateLimiter({
      storage: memoryStorage(),
      clock: systemClock,
      rules: { ...RATE_LIMITS, transcribe: { limit: 1, windowMs: 60_000, blockMs: 600_000, warningAt: 0.75 } },
    });
    const { voiceInput } = voiceInputFor(api, { rateLimiter });

    expect(await speakAndStop(voiceInput)).toBe('Hola');
    expect(await speakAndStop(voiceInput)).toBeNull();

    expect(api.calls('POST', TRANSCRIBE_PATH)).toHaveLength(1);
    const { error } = voiceInput.$state.get();
    expect(error?.kind === 'api' && error.error.kind).toBe('rate_limited');
    expect(error?.kind === 'api' && (error.error.retryAfterMs ?? 0) > 0).toBe(true);
  });

  it('a new capture clears the error', async () => {
    const api = fakeApi();
    api.on('POST', TRANSCRIBE_PATH, () => apiError(500, 'Server error'));
    const { voiceInput } = voiceInputFor(api);
    await speakAndStop(voiceInput);
    expect(voiceInput.$state.get().status).toBe('error');

    void voiceInput.capture({ languageCode: 'es-ES' });
    await vi.advanceTimersByTimeAsync(0);

    expect(voiceInput.$state.get()).toMatchObject({ status: 'recording', error: null });
  });
});

describe('when the microphone fails', () => {
  it('the recorder code becomes error kind recorder, and nothing is sent', async () => {
    const api = fakeApi();
    const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false });
    const denied: MediaPort = {
      open: () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })),
    };
    const voiceInput = createVoiceInput({ client, recorder: createRecorder({ media: denied, clock: systemClock }) });

    expect(await voiceInput.capture({ languageCode: 'es-ES' })).toBeNull();

    expect(voiceInput.$state.get()).toMatchObject({ status: 'error', error: { kind: 'recorder', code: 'permission-denied' } });
    expect(api.requests).toHaveLength(0);
  });
});

describe('when the capture is cancelled', () => {
  it('while recording: resolves null, releases the microphone and sends nothing', async () => {
    const api = fakeApi();
    const { voiceInput, microphone } = voiceInputFor(api);
    const captured = voiceInput.capture({ languageCode: 'es-ES' });
    await vi.advanceTimersByTimeAsync(0);

    voiceInput.cancel();

    expect(await captured).toBeNull();
    expect(microphone.closed).toBe(1);
    expect(api.requests).toHaveLength(0);
    expect(voiceInput.$state.get().status).toBe('idle');
  });

  it('while transcribing: aborts the request and resolves null', async () => {
    const api = fakeApi();
    api.on('POST', TRANSCRIBE_PATH, () => new Promise<Response>(() => undefined));
    const { voiceInput } = voiceInputFor(api);
    const captured = speakAndStop(voiceInput);
    await vi.advanceTimersByTimeAsync(0);
    const [request] = api.calls('POST', TRANSCRIBE_PATH);
    expect(request?.signal?.aborted).toBe(false);

    voiceInput.cancel();

    expect(await captured).toBeNull();
    expect(request?.signal?.aborted).toBe(true);
    expect(voiceInput.$state.get()).toMatchObject({ status: 'idle', error: null });
  });
});
