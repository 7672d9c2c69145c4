import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@parla/contract/constants';
import { apiError, fakeApi, json, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { memoryStorage } from '../ports.js';
import { createListeningExercise } from './listening-exercise.js';
import type { ListeningExerciseState } from './listening-exercise.js';

const GENERATE_PATH = '/api/v1/voice/listening-exercise/';
const CHECK_PATH = '/api/v1/voice/listening-exercise/exercise-1/check/';

const exercise = {
  id: 'exercise-1',
  audio_data: 'UklGRiQAAABXQVZF',
  content_type: 'audio/wav',
  speed: 0.8,
  difficulty_level: 'intermediate',
  language_code: 'es',
  questions: [
    { id: 'q1', kind: 'gap_fill', prompt: 'Mañana vamos a la ____.', options: null },
    { id: 'q2', kind: 'comprehension', prompt: '¿Con quién van?', options: ['Con la familia', 'Con los amigos'] },
  ],
};

const result = {
  score: 50,
  results: [
    { question_id: 'q1', correct: false, expected: 'playa', given: 'plaza' },
    { question_id: 'q2', correct: true, expected: 'Con los amigos', given: 'Con los amigos' },
  ],
  transcript: 'Mañana vamos a la playa con mis amigos.',
};

function exerciseFor(api: FakeApi) {
  const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false });
  const listening = createListeningExercise({ client });
  const states: Array<ListeningExerciseState['status']> = [];
  listening.$state.listen((state) => states.push(state.status));
  return { listening, states };
}

function rateLimited(): Response {
  return new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
  });
}

describe('when the learner generates an exercise and checks the answers', () => {
  it('goes idle → generating → ready → checking → checked, sending the trimmed text, difficulty, language and answers', async () => {
    const api = fakeApi();
    api.on('POST', GENERATE_PATH, () => json(exercise));
    api.on('POST', CHECK_PATH, () => json(result));
    const { listening, states } = exerciseFor(api);
    expect(listening.$state.get()).toEqual({ status: 'idle' });

    const made = await listening.generate('  Mañana vamos a la playa.  ', 'advanced', 'es');
    const checked = await listening.check({ q1: 'plaza', q2: 'Con los amigos' });

    expect(made?.id).toBe('exercise-1');
    expect(checked?.score).toBe(50);
    expect(states).toEqual(['generating', 'ready', 'checking', 'checked']);
    expect(listening.$state.get()).toEqual({ status: 'checked', exercise, check: result });
    expect(api.calls('POST', GENERATE_PATH)[0]?.body).toEqual({ text: 'Mañana vamos a la playa.', difficulty_level: 'advanced', language_code: 'es' });
    expect(api.calls('POST', CHECK_PATH)[0]?.body).toEqual({ answers: { q1: 'plaza', q2: 'Con los amigos' } });
  });

  it('check() does nothing before an exercise is ready', async () => {
    const api = fakeApi();
    const { listening, states } = exerciseFor(api);

    expect(await listening.check({ q1: 'playa' })).toBeNull();

    expect(states).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it('reset() goes back to idle for a new exercise', async () => {
    const api = fakeApi();
    api.on('POST', GENERATE_PATH, () => json(exercise));
    const { listening } = exerciseFor(api);
    await listening.generate('Hola', 'beginner', 'es');

    listening.reset();

    expect(listening.$state.get()).toEqual({ status: 'idle' });
    expect(await listening.check({ q1: 'playa' })).toBeNull();
  });
});

describe('when a call fails', () => {
  it('a refused generation is error kind api with no exercise', async () => {
    const api = fakeApi();
    api.on('POST', GENERATE_PATH, rateLimited);
    const { listening, states } = exerciseFor(api);

    expect(await listening.generate('Hola', 'beginner', 'es')).toBeNull();

    expect(states).toEqual(['generating', 'error']);
    const state = listening.$state.get();
    expect(state.status === 'error' ? state.exercise : 'not an error').toBeNull();
    expect(state.status === 'error' && state.error.kind === 'api' ? state.error.error.retryAfterMs : null).toBe(120_000);
  });

  it('a refused check keeps the exercise, and checking again works from there', async () => {
    const api = fakeApi();
    api.on('POST', GENERATE_PATH, () => json(exercise));
    let checks = 0;
    api.on('POST', CHECK_PATH, () => {
      checks += 1;
      return checks === 1 ? apiError(500, 'Server error. Please try again later.', {}, 'server_error') : json(result);
    });
    const { listening, states } = exerciseFor(api);
    await listening.generate('Hola', 'beginner', 'es');

    expect(await listening.check({ q1: 'playa' })).toBeNull();
    const failed = listening.$state.get();
    expect(failed.status).toBe('error');
    expect(failed.status === 'error' ? failed.exercise : null).toEqual(exercise);
    expect(failed.status === 'error' && failed.error.kind === 'api' ? failed.error.error.status : null).toBe(500);

    expect((await listening.check({ q1: 'playa' }))?.score).toBe(50);
    expect(states).toEqual(['generating', 'ready', 'checking', 'error', 'checking', 'checked']);
  });
});

describe('when the text is refused at the boundary', () => {
  it('a blank text gives text-required without calling the server', async () => {
    const api = fakeApi();
    const { listening } = exerciseFor(api);

    expect(await listening.generate(' \t ', 'beginner', 'es')).toBeNull();

    expect(listening.$state.get()).toEqual({ status: 'error', error: { kind: 'invalid', code: 'text-required', maxLength: VALIDATION.synthesizeMaxLength }, exercise: null });
    expect(api.requests).toHaveLength(0);
  });

  it(`a text over ${VALIDATION.synthesizeMaxLength} characters gives text-too-long; exactly that many is sent`, async () => {
    const api = fakeApi();
    api.on('POST', GENERATE_PATH, () => json(exercise));
    const { listening } = exerciseFor(api);

    expect(await listening.generate('a'.repeat(VALIDATION.synthesizeMaxLength + 1), 'beginner', 'es')).toBeNull();
    expect(listening.$state.get()).toMatchObject({ status: 'error', error: { kind: 'invalid', code: 'text-too-long' } });
    expect(api.requests).toHaveLength(0);

    expect(await listening.generate(` ${'a'.repeat(VALIDATION.synthesizeMaxLength)} `, 'beginner', 'es')).not.toBeNull();
    expect((api.calls('POST', GENERATE_PATH)[0]?.body as { text: string }).text).toHaveLength(VALIDATION.synthesizeMaxLength);
  });
});

describe('when a newer call supersedes an older one', () => {
  it('a second generate aborts the first request, and only the second exercise lands', async () => {
    const api = fakeApi();
    let calls = 0;
    api.on('POST', GENERATE_PATH, () => {
      calls += 1;
      return calls === 1 ? new Promise<Response>(() => undefined) : json({ ...exercise, id: 'exercise-2' });
    });
    const { listening } = exerciseFor(api);
    const first = listening.generate('Uno', 'beginner', 'es');
    await Promise.resolve();
    const [older] = api.calls('POST', GENERATE_PATH);

    const second = await listening.generate('Dos', 'beginner', 'es');

    expect(older?.signal?.aborted).toBe(true);
    expect(await first).toBeNull();
    expect(second?.id).toBe('exercise-2');
    expect(listening.$state.get()).toMatchObject({ status: 'ready', exercise: { id: 'exercise-2' } });
  });

  it('reset() during generation aborts it and stays idle', async () => {
    const api = fakeApi();
    api.on('POST', GENERATE_PATH, () => new Promise<Response>(() => undefined));
    const { listening, states } = exerciseFor(api);
    const pending = listening.generate('Hola', 'beginner', 'es');
    await Promise.resolve();
    const [request] = api.calls('POST', GENERATE_PATH);

    listening.reset();

    expect(await pending).toBeNull();
    expect(request?.signal?.aborted).toBe(true);
    expect(states).toEqual(['generating', 'idle']);
  });

  it('destroy() aborts the check and ignores later calls', async () => {
    const api = fakeApi();
    api.on('POST', GENERATE_PATH, () => json(exercise));
    api.on('POST', CHECK_PATH, () => new Promise<Response>(() => undefined));
    const { listening } = exerciseFor(api);
    await listening.generate('Hola', 'beginner', 'es');
    const pending = listening.check({ q1: 'playa' });
    await Promise.resolve();
    const [request] = api.calls('POST', CHECK_PATH);

    listening.destroy();

    expect(await pending).toBeNull();
    expect(request?.signal?.aborted).toBe(true);
    expect(await listening.generate('Hola', 'beginner', 'es')).toBeNull();
    expect(listening.$state.get()).toEqual({ status: 'idle' });
  });
});

describe('when the learner asks for a text at their level', () => {
  const LEVEL_PATH = '/api/v1/voice/listening-exercise/for-level/';
  const dictation = { ...exercise, id: 'exercise-2', questions: [{ id: 'dictation', kind: 'dictation', prompt: 'Type what you hear.', options: null }] };

  it('sends no exclude the first time, then the texts heard lately, newest first, per language and level', async () => {
    const api = fakeApi();
    let next = 0;
    api.on('POST', LEVEL_PATH, () => json({ ...dictation, text_id: ['s1', 'c4', 's2'][next++] }));
    const storage = memoryStorage();
    const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false });
    const listening = createListeningExercise({ client, storage });

    const made = await listening.generateForLevel('intermediate', 'es-ES', 'dictation');
    await listening.generateForLevel('intermediate', 'es', 'dictation');
    // Another flow on the same storage (a new dialog, a reload) remembers them too.
    await createListeningExercise({ client, storage }).generateForLevel('intermediate', 'es');
    await listening.generateForLevel('beginner', 'es');

    expect(made?.questions[0]?.kind).toBe('dictation');
    expect(listening.$state.get()).toMatchObject({ status: 'ready' });
    expect(api.calls('POST', LEVEL_PATH).map((call) => call.body)).toEqual([
      { difficulty_level: 'intermediate', language_code: 'es-ES', kind: 'dictation' },
      { difficulty_level: 'intermediate', language_code: 'es', kind: 'dictation', exclude: ['s1'] },
      { difficulty_level: 'intermediate', language_code: 'es', exclude: ['c4', 's1'] },
      { difficulty_level: 'beginner', language_code: 'es' },
    ]);
  });

  it('ignores stored ids that are not text ids (a tampered storage), and a failed call is error kind api', async () => {
    const api = fakeApi();
    api.on('POST', LEVEL_PATH, rateLimited);
    const storage = memoryStorage();
    storage.setItem('parla.listening.heard', JSON.stringify({ 'es:beginner': ['s3', '<script>', 7] }));
    const { listening } = exerciseFor(api);
    const flow = createListeningExercise({ client: testClient(api, { tokens: validTokens(), rateLimiter: false }).client, storage });

    expect(await flow.generateForLevel('beginner', 'es')).toBeNull();

    expect(api.calls('POST', LEVEL_PATH)[0]?.body).toEqual({ difficulty_level: 'beginner', language_code: 'es', exclude: ['s3'] });
    expect(flow.$state.get()).toMatchObject({ status: 'error', error: { kind: 'api' }, exercise: null });
    expect(listening.$state.get()).toEqual({ status: 'idle' });
  });

  it('a dictation of a given text sends its kind, and the check keeps the per-word grades', async () => {
    const api = fakeApi();
    const words = [
      { expected: 'Mañana', given: 'manana', grade: 'accent' },
      { expected: 'playa', given: null, grade: 'missing' },
    ];
    api.on('POST', GENERATE_PATH, () => json(dictation));
    api.on('POST', '/api/v1/voice/listening-exercise/exercise-2/check/', () =>
      json({ score: 25, results: [{ question_id: 'dictation', correct: false, expected: 'Mañana playa', given: 'manana', words }], transcript: 'Mañana playa' }),
    );
    const { listening } = exerciseFor(api);

    await listening.generate('Mañana playa', 'beginner', 'es', 'dictation');
    const checked = await listening.check({ dictation: 'manana' });

    expect(api.calls('POST', GENERATE_PATH)[0]?.body).toEqual({ text: 'Mañana playa', difficulty_level: 'beginner', language_code: 'es', kind: 'dictation' });
    expect(checked?.results[0]?.words).toEqual(words);
  });
});
