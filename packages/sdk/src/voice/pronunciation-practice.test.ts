import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { systemClock } from '../ports.js';
import { base64ToBytes } from './base64.js';
import { createPronunciationPractice } from './pronunciation-practice.js';
import type { PronunciationPractice, PronunciationPracticeState } from './pronunciation-practice.js';
import { createRecorder } from './recorder.js';
import type { MediaPort } from './types.js';
import { speakingMicrophone } from '../test-utils/speaking-microphone.js';
import { decodeWav } from './wav.js';

const PATH = '/api/v1/voice/pronunciation/';

const analysis = {
  transcript: 'hola que tal',
  reference_text: 'Hola, ¿qué tal?',
  overall_score: 72,
  accuracy_score: 81,
  completeness_score: 75,
  fluency_score: 60,
  words: [{ word: 'Hola', status: 'good', score: 100, expected_phonemes: 'ola', actual_phonemes: 'ola' }],
};

function practiceFor(api: FakeApi, media: MediaPort = speakingMicrophone()) {
  const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false });
  const recorder = createRecorder({ media, clock: systemClock });
  const practice = createPronunciationPractice({ client, recorder });
  const states: Array<PronunciationPracticeState['status']> = [];
  practice.$state.listen((state) => states.push(state.status));
  return { practice, recorder, states };
}

/** Starts, lets the microphone open and speak, then stops the recording. */
async function readAndStop(practice: PronunciationPractice, text = '  Hola, ¿qué tal?  ') {
  const started = practice.start(text, 'es-ES');
  await vi.advanceTimersByTimeAsync(0);
  practice.stop();
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('when the learner reads the text and stops', () => {
  it('goes idle → recording → scoring → result, sending the WAV, its rate, the language and the trimmed text', async () => {
    const api = fakeApi();
    api.on('POST', PATH, () => json(analysis));
    const { practice, states } = practiceFor(api);
    expect(practice.$state.get()).toEqual({ status: 'idle' });

    const result = await readAndStop(practice);

    expect(result?.overall_score).toBe(72);
    expect(states).toEqual(['recording', 'scoring', 'result']);
    expect(practice.$state.get()).toEqual({ status: 'result', result: analysis });
    const body = api.calls('POST', PATH)[0]?.body as { audio_data: string; sample_rate: number; language_code: string; reference_text: string };
    expect(body).toMatchObject({ sample_rate: 48_000, language_code: 'es-ES', reference_text: 'Hola, ¿qué tal?' });
    expect(decodeWav(base64ToBytes(body.audio_data)).samples.length).toBe(48_000 * 0.8);
  });

  it('stop() does nothing before a recording runs', async () => {
    const api = fakeApi();
    const { practice, states } = practiceFor(api);

    practice.stop();

    expect(states).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });
});

describe('when the scoring is refused', () => {
  it('keeps the ApiError as error kind api (a 429 with its wait)', async () => {
    const api = fakeApi();
    api.on('POST', PATH, () => new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } }));
    const { practice, states } = practiceFor(api);

    expect(await readAndStop(practice)).toBeNull();

    expect(states).toEqual(['recording', 'scoring', 'error']);
    const state = practice.$state.get();
    expect(state.status === 'error' && state.error.kind === 'api' ? state.error.error.retryAfterMs : null).toBe(30_000);
  });

  it('a server without the engine gives its code', async () => {
    const api = fakeApi();
    api.on('POST', PATH, () => apiError(503, 'No speech engine.', {}, 'engine_unavailable'));
    const { practice } = practiceFor(api);

    await readAndStop(practice);

    const state = practice.$state.get();
    expect(state.status === 'error' && state.error.kind === 'api' ? state.error.error.code : null).toBe('engine_unavailable');
  });
});

describe('when the microphone fails', () => {
  it('the recorder code becomes error kind recorder, and nothing is sent', async () => {
    const api = fakeApi();
    const denied: MediaPort = { open: () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })) };
    const { practice, states } = practiceFor(api, denied);

    expect(await practice.start('Hola', 'es-ES')).toBeNull();

    expect(states).toEqual(['recording', 'error']);
    expect(practice.$state.get()).toEqual({ status: 'error', error: { kind: 'recorder', code: 'permission-denied' } });
    expect(api.requests).toHaveLength(0);
  });
});

describe('when the reference text is refused at the boundary', () => {
  it('an empty (blank) text gives text-required without recording or calling the server', async () => {
    const api = fakeApi();
    const microphone = speakingMicrophone();
    const opened = vi.spyOn(microphone, 'open');
    const { practice } = practiceFor(api, microphone);

    expect(await practice.start('   \n ', 'es-ES')).toBeNull();

    expect(practice.$state.get()).toEqual({ status: 'error', error: { kind: 'invalid', code: 'text-required', maxLength: 500 } });
    expect(opened).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('a text over 500 characters gives text-too-long; exactly 500 (after trimming) is recorded', async () => {
    const api = fakeApi();
    api.on('POST', PATH, () => json(analysis));
    const { practice } = practiceFor(api);

    expect(await practice.start('a'.repeat(501), 'es-ES')).toBeNull();
    expect(practice.$state.get()).toEqual({ status: 'error', error: { kind: 'invalid', code: 'text-too-long', maxLength: 500 } });
    expect(api.requests).toHaveLength(0);

    await readAndStop(practice, `  ${'a'.repeat(500)}  `);
    expect((api.calls('POST', PATH)[0]?.body as { reference_text: string }).reference_text).toHaveLength(500);
  });
});

describe('when the practice is cancelled', () => {
  it('while recording: back to idle, the microphone released, nothing sent', async () => {
    const api = fakeApi();
    const microphone = speakingMicrophone();
    const { practice, states } = practiceFor(api, microphone);
    const started = practice.start('Hola', 'es-ES');
    await vi.advanceTimersByTimeAsync(0);

    practice.cancel();

    expect(await started).toBeNull();
    expect(microphone.closed).toBe(1);
    expect(states).toEqual(['recording', 'idle']);
    expect(api.requests).toHaveLength(0);
  });

  it('while scoring: aborts the request and stays idle when it settles', async () => {
    const api = fakeApi();
    api.on('POST', PATH, () => new Promise<Response>(() => undefined));
    const { practice, states } = practiceFor(api);
    const started = readAndStop(practice);
    await vi.advanceTimersByTimeAsync(0);
    const [request] = api.calls('POST', PATH);
    expect(request?.signal?.aborted).toBe(false);

    practice.cancel();

    expect(await started).toBeNull();
    expect(request?.signal?.aborted).toBe(true);
    expect(states).toEqual(['recording', 'scoring', 'idle']);
  });
});

describe('when a new start supersedes a run', () => {
  it('aborts the older scoring request, and only the newer result lands', async () => {
    const api = fakeApi();
    let calls = 0;
    api.on('POST', PATH, () => {
      calls += 1;
      return calls === 1 ? new Promise<Response>(() => undefined) : json({ ...analysis, overall_score: 90 });
    });
    const { practice } = practiceFor(api);
    const first = readAndStop(practice);
    await vi.advanceTimersByTimeAsync(0);
    const [older] = api.calls('POST', PATH);

    const second = await readAndStop(practice, 'Buenos días');

    expect(await first).toBeNull();
    expect(older?.signal?.aborted).toBe(true);
    expect(second?.overall_score).toBe(90);
    expect(practice.$state.get()).toMatchObject({ status: 'result', result: { overall_score: 90 } });
  });
});

describe('when destroyed', () => {
  it('cancels the recording, leaves a recorder it was given alone, and ignores later starts', async () => {
    const api = fakeApi();
    const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false });
    const recorder = createRecorder({ media: speakingMicrophone(), clock: systemClock });
    const destroyRecorder = vi.spyOn(recorder, 'destroy');
    const practice = createPronunciationPractice({ client, recorder });
    const started = practice.start('Hola', 'es-ES');
    await vi.advanceTimersByTimeAsync(0);

    practice.destroy();

    expect(await started).toBeNull();
    expect(destroyRecorder).not.toHaveBeenCalled();
    expect(await practice.start('Hola', 'es-ES')).toBeNull();
    expect(practice.$state.get()).toEqual({ status: 'idle' });
    expect(api.requests).toHaveLength(0);
  });
});
