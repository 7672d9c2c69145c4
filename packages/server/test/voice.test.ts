import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import type { PhonemeReader } from '../src/speech/phonemes.js';
import { SpeechEngineError, type SpeechToTextEngine, type TextToSpeechEngine } from '../src/speech/speech-engine.js';
import { createSpeechFromConfig, type SpeechEngines } from '../src/speech/speech-engines.js';
import { insertMessage } from '../src/data/messages.js';
import { listeningText, listeningTexts } from '../src/speech/listening-texts.js';
import { parseWav, writeWav } from '../src/speech/wav.js';
import { startFakeOpenAiSpeech, type FakeOpenAiSpeechServer } from './fake-openai-speech-server.js';
import { espeakSpeech, silentWav } from './speech-fixtures.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let user: TestUser;
const speechOf = new Map<string, string>();

beforeAll(async () => {
  context = await createTestContext();
  user = await signUp(context.app);
  for (const text of ['The quick brown fox jumps over the lazy dog.', 'I would like a cup of coffee please.', 'Where is the bus stop?']) {
    speechOf.set(text, await espeakSpeech(text));
  }
});

afterAll(async () => {
  await context.close();
});

function wavOf(base64: string) {
  return parseWav(new Uint8Array(Buffer.from(base64, 'base64')));
}

describe('when the learner reads a sentence aloud (espeak-ng speech, pocketsphinx en-US)', () => {
  it('scores a reading of the same sentence high, every word good or close', async () => {
    const result = await call(context.app, 'POST', '/api/v1/voice/pronunciation/', {
      token: user.access,
      body: { audio_data: speechOf.get('The quick brown fox jumps over the lazy dog.'), reference_text: 'The quick brown fox jumps over the lazy dog.', language_code: 'en-US' },
    });
    expect(result.status, result.text).toBe(200);
    expect(ENDPOINTS['voice.pronunciation'].response.safeParse(result.body).success).toBe(true);
    expect(result.body.overall_score).toBeGreaterThanOrEqual(80);
    expect(result.body.completeness_score).toBeGreaterThanOrEqual(80);
    expect(result.body.words.filter((word: { status: string }) => word.status === 'good').length).toBeGreaterThanOrEqual(7);
    expect(result.body.words[1]).toMatchObject({ word: 'quick', status: 'good', score: 100, expected_phonemes: 'kwɪk' });
  });

  it('scores a reading of another sentence low and flags the reference words', async () => {
    const result = await call(context.app, 'POST', '/api/v1/voice/pronunciation/', {
      token: user.access,
      body: { audio_data: speechOf.get('I would like a cup of coffee please.'), reference_text: 'The quick brown fox jumps over the lazy dog.' },
    });
    expect(result.status, result.text).toBe(200);
    expect(result.body.overall_score).toBeLessThanOrEqual(50);
    const graded = result.body.words.filter((word: { status: string }) => word.status !== 'extra');
    expect(graded.map((word: { word: string }) => word.word)).toEqual(['The', 'quick', 'brown', 'fox', 'jumps', 'over', 'the', 'lazy', 'dog']);
    const contentWords = graded.filter((word: { word: string }) => word.word !== 'The' && word.word !== 'the');
    // Decoding is constrained to the reference and its minimal pairs, so a few stretches of unrelated speech can still
    // come out as reference words; most content words must not.
    expect(contentWords.filter((word: { status: string }) => word.status === 'good').length).toBeLessThanOrEqual(2);
  });

  it('answers silence with 422 nothing_heard instead of a score of 0, and keeps it out of the progress trend', async () => {
    const learner = await signUp(context.app);
    const result = await call(context.app, 'POST', '/api/v1/voice/pronunciation/', {
      token: learner.access,
      body: { audio_data: silentWav(1.5), reference_text: 'Where is the bus stop?', language_code: 'en-US' },
    });
    expect(result.status, result.text).toBe(422);
    expect(result.body).toMatchObject({ code: 'nothing_heard', message: 'Nothing was heard. Please try again.' });
    const stats = await call(context.app, 'GET', '/api/v1/conversations/stats/', { token: learner.access });
    expect(stats.body.pronunciation_trend).toEqual([]);
  });

  it('flags exactly the words that differ', async () => {
    const result = await call(context.app, 'POST', '/api/v1/voice/pronunciation/', {
      token: user.access,
      body: { audio_data: speechOf.get('Where is the bus stop?'), reference_text: 'Where is the train station?' },
    });
    expect(result.status, result.text).toBe(200);
    const byWord = Object.fromEntries(result.body.words.filter((word: { status: string }) => word.status !== 'extra').map((word: { word: string; status: string }) => [word.word, word.status]));
    expect(byWord.Where).toBe('good');
    expect(byWord.is).toBe('good');
    expect(byWord.train).not.toBe('good');
    expect(byWord.station).not.toBe('good');
  });

  it('transcribes English speech with pocketsphinx', async () => {
    const result = await call(context.app, 'POST', '/api/v1/voice/transcribe/', { token: user.access, body: { audio_data: speechOf.get('Where is the bus stop?') } });
    expect(result.status, result.text).toBe(200);
    expect(ENDPOINTS['voice.transcribe'].response.parse(result.body)).toMatchObject({ language_code: 'en-US', engine: 'pocketsphinx', confidence: null });
    expect(result.body.duration_ms).toBeGreaterThan(500);
    expect(result.body.transcript.length).toBeGreaterThan(0);
  });
});

describe('when the audio is not acceptable', () => {
  const cases: Array<[string, string, string]> = [
    ['not base64 (refused by the contract schema)', '%%% not base64 %%%', 'Invalid format'],
    ['base64 of the wrong length', 'QUJDR', 'Audio must be base64-encoded.'],
    ['not a WAV file', Buffer.from('just some text, not audio').toString('base64'), 'Audio must be a WAV file (16-bit PCM).'],
    ['8-bit PCM', (() => {
      const wav = Buffer.from(silentWav(0.1), 'base64');
      wav.writeUInt16LE(8, 34);
      return wav.toString('base64');
    })(), 'Audio must be a WAV file (16-bit PCM).'],
    ['empty', silentWav(0), 'Audio is empty.'],
    ['longer than 60 s', silentWav(61, 8000), 'Audio is longer than 60 seconds.'],
    ['larger than 10 MB', `data:audio/wav;base64,${Buffer.alloc(10 * 1024 * 1024 + 100).toString('base64')}`, 'Audio is larger than 10 MB.'],
  ];
  for (const [label, audio, message] of cases) {
    it(`refuses audio that is ${label} with 400 "${message}"`, async () => {
      for (const path of ['/api/v1/voice/transcribe/', '/api/v1/voice/pronunciation/']) {
        const result = await call(context.app, 'POST', path, { token: user.access, body: { audio_data: audio, reference_text: 'Hello' } });
        expect(result.status, result.text).toBe(400);
        expect(result.body.field_errors.audio_data).toEqual([message]);
      }
    });
  }

  it('accepts a data: URL prefix and stereo 48 kHz audio', async () => {
    const result = await call(context.app, 'POST', '/api/v1/voice/transcribe/', { token: user.access, body: { audio_data: `data:audio/wav;base64,${silentWav(0.5, 48_000, 2)}` } });
    expect(result.status, result.text).toBe(200);
    expect(result.body.duration_ms).toBe(500);
  });
});

describe('each voice call validates its body', () => {
  it('reports the fields with the contract messages', async () => {
    const checks: Array<[string, unknown, string]> = [
      ['/api/v1/voice/transcribe/', { language_code: 'English!' }, 'audio_data'],
      ['/api/v1/voice/synthesize/', { text: '', language_code: 'es' }, 'text'],
      ['/api/v1/voice/synthesize/', { text: 'Hola', speed: 3 }, 'speed'],
      ['/api/v1/voice/synthesize/message/', { voice_gender: 'robot' }, 'message_id'],
      ['/api/v1/voice/pronunciation/', { audio_data: silentWav(0.1) }, 'reference_text'],
      ['/api/v1/voice/listening-exercise/', { text: 'Hola', difficulty_level: 'expert' }, 'difficulty_level'],
      ['/api/v1/voice/listening-exercise/L1/check/', { answers: 'hola' }, 'answers'],
    ];
    for (const [path, body, field] of checks) {
      const result = await call(context.app, 'POST', path, { token: user.access, body });
      expect(result.status, `${path} ${result.text}`).toBe(400);
      expect(Object.keys(result.body.field_errors), path).toContain(field);
    }
  });

  it('answers 501 engine_not_configured with the language when no engine recognises it (permanent: clients do not retry)', async () => {
    const result = await call(context.app, 'POST', '/api/v1/voice/transcribe/', { token: user.access, body: { audio_data: silentWav(0.2), language_code: 'fr-FR' } });
    expect(result.status).toBe(501);
    expect(result.body).toMatchObject({ code: 'engine_not_configured', message: "Speech recognition isn't available for French on this server." });
  });

  it('answers pronunciation in a language no engine recognises the same way, saying it cannot score it', async () => {
    const result = await call(context.app, 'POST', '/api/v1/voice/pronunciation/', {
      token: user.access,
      body: { audio_data: silentWav(0.2), language_code: 'ja-JP', reference_text: 'こんにちは' },
    });
    expect(result.status).toBe(501);
    expect(result.body).toMatchObject({ code: 'engine_not_configured', message: "Pronunciation scoring isn't available for Japanese on this server." });
  });
});

describe('speech synthesis with espeak-ng', () => {
  for (const language_code of ['es-ES', 'en-US']) {
    for (const voice_gender of ['female', 'male']) {
      it(`speaks ${language_code} with a ${voice_gender} voice as a valid WAV`, async () => {
        const result = await call(context.app, 'POST', '/api/v1/voice/synthesize/', { token: user.access, body: { text: 'Hola, buenos días.', language_code, voice_gender } });
        expect(result.status, result.text).toBe(200);
        const body = ENDPOINTS['voice.synthesize'].response.parse(result.body);
        expect(body).toMatchObject({ content_type: 'audio/wav', engine: 'espeak-ng', voice_gender, language_code, cached: false });
        expect(body.duration_ms).toBeGreaterThan(300);
        const wav = wavOf(body.audio_data);
        expect(wav?.sampleRate).toBe(body.sample_rate);
        expect(wav?.samples.some((sample) => sample !== 0)).toBe(true);
      });
    }
  }

  it('speaks slower at half speed', async () => {
    const normal = await call(context.app, 'POST', '/api/v1/voice/synthesize/', { token: user.access, body: { text: 'Good morning to you all.', speed: 1 } });
    const slow = await call(context.app, 'POST', '/api/v1/voice/synthesize/', { token: user.access, body: { text: 'Good morning to you all.', speed: 0.5 } });
    expect(slow.body.duration_ms).toBeGreaterThan(normal.body.duration_ms * 1.4);
  });

  it('serves the second synthesis of a message from the cache, and refuses another user\'s message with 404', async () => {
    const conversationId = await createConversation(context.app, user);
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const messageId = sent.body.ai_message.id as string;
    const first = await call(context.app, 'POST', '/api/v1/voice/synthesize/message/', { token: user.access, body: { message_id: messageId, voice_gender: 'male' } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ cached: false, language_code: 'es', voice_gender: 'male' });
    const second = await call(context.app, 'POST', '/api/v1/voice/synthesize/message/', { token: user.access, body: { message_id: messageId, voice_gender: 'male' } });
    expect(second.body.cached).toBe(true);
    expect(second.body.audio_data).toBe(first.body.audio_data);
    const female = await call(context.app, 'POST', '/api/v1/voice/synthesize/message/', { token: user.access, body: { message_id: messageId } });
    expect(female.body.cached).toBe(false);

    const stranger = await signUp(context.app);
    const refused = await call(context.app, 'POST', '/api/v1/voice/synthesize/message/', { token: stranger.access, body: { message_id: messageId } });
    expect(refused.status).toBe(404);
    const refusedText = await call(context.app, 'POST', '/api/v1/voice/synthesize/', { token: stranger.access, body: { text: 'Hola', message_id: messageId } });
    expect(refusedText.status).toBe(404);
  });
});

describe('limits of the voice calls', () => {
  it('count each call against the daily voice quota and send the rate-limit headers', async () => {
    const learner = await signUp(context.app);
    const before = await call(context.app, 'GET', '/api/v1/voice/usage/', { token: learner.access });
    expect(before.body).toMatchObject({ used: 0, limit: 50, remaining: 50 });
    const spoken = await call(context.app, 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: 'Hi' } });
    expect(spoken.headers.get('RateLimit-Limit')).toBe('50');
    const heard = await call(context.app, 'POST', '/api/v1/voice/transcribe/', { token: learner.access, body: { audio_data: silentWav(0.3) } });
    expect(heard.headers.get('RateLimit-Limit')).toBe('30');
    const after = await call(context.app, 'GET', '/api/v1/voice/usage/', { token: learner.access });
    expect(after.body).toMatchObject({ used: 2, remaining: 48 });
  });

  it('refuse the 31st transcription within a minute with 429', async () => {
    const learner = await signUp(context.app);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const result = await call(context.app, 'POST', '/api/v1/voice/transcribe/', { token: learner.access, body: { audio_data: 'bm90IGF1ZGlv' } });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuse with 429 quota_exceeded once the 50 voice requests of the day are used', async () => {
    const learner = await signUp(context.app);
    await context.database.db.execute(`update usage_counters set voice_requests = 0 where user_id = '${learner.id}'`);
    const { recordUsage } = await import('../src/limits/usage.js');
    await recordUsage(context.deps.db, learner.id, context.clock.now(), { voiceRequests: 50 });
    const result = await call(context.app, 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: 'Hi' } });
    expect(result.status).toBe(429);
    expect(result.body.code).toBe('quota_exceeded');
  });
});

describe('listening exercises', () => {
  const text = 'Mañana vamos a visitar el mercado central con nuestros amigos.';

  it('round-trip: right answers score 100 (case and accents ignored), wrong or missing ones 0', async () => {
    const created = await call(context.app, 'POST', '/api/v1/voice/listening-exercise/', { token: user.access, body: { text, language_code: 'es', difficulty_level: 'intermediate' } });
    expect(created.status, created.text).toBe(200);
    const exercise = ENDPOINTS['voice.listeningExercise'].response.parse(created.body);
    expect(exercise.speed).toBe(1);
    expect(exercise.questions).toHaveLength(2);
    expect(exercise.questions.every((question) => question.kind === 'gap_fill' && question.options?.length === 3)).toBe(true);
    expect(exercise.id.length).toBeLessThanOrEqual(64);
    expect(wavOf(exercise.audio_data)?.samples.length).toBeGreaterThan(0);

    const right = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${exercise.id}/check/`, { token: user.access, body: { answers: { 'gap-1': 'VISITAR', 'gap-2': 'mércado' } } });
    expect(right.status, right.text).toBe(200);
    expect(ENDPOINTS['voice.checkListeningExercise'].response.parse(right.body)).toEqual({
      score: 100,
      transcript: text,
      results: [
        { question_id: 'gap-1', correct: true, expected: 'visitar', given: 'VISITAR' },
        { question_id: 'gap-2', correct: true, expected: 'mercado', given: 'mércado' },
      ],
    });
    const wrong = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${exercise.id}/check/`, { token: user.access, body: { answers: { 'gap-1': 'ayer' } } });
    expect(wrong.body.score).toBe(0);
    expect(wrong.body.results[1]).toEqual({ question_id: 'gap-2', correct: false, expected: 'mercado', given: null });
  });

  it('shape the exercise by difficulty: beginner 1 gap at 0.8×, advanced 3 gaps at 1.15× without options', async () => {
    const beginner = await call(context.app, 'POST', '/api/v1/voice/listening-exercise/', { token: user.access, body: { text, language_code: 'es' } });
    expect(beginner.body).toMatchObject({ speed: 0.8, difficulty_level: 'beginner' });
    expect(beginner.body.questions).toHaveLength(1);
    expect(beginner.body.questions[0].options).toHaveLength(3);
    expect(beginner.body.questions[0].options).toContain('nuestros');
    const advanced = await call(context.app, 'POST', '/api/v1/voice/listening-exercise/', { token: user.access, body: { text, language_code: 'es', difficulty_level: 'advanced' } });
    expect(advanced.body.speed).toBe(1.15);
    expect(advanced.body.questions.map((question: { options: unknown }) => question.options)).toEqual([null, null, null]);
  });

  it('refuse a forged id or another user\'s exercise with 404', async () => {
    const created = await call(context.app, 'POST', '/api/v1/voice/listening-exercise/', { token: user.access, body: { text, language_code: 'es' } });
    const forged = (created.body.id as string).replace(/\.b\./, '.a.');
    const refused = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${forged}/check/`, { token: user.access, body: { answers: {} } });
    expect(refused.status).toBe(404);
    const stranger = await signUp(context.app);
    const other = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${created.body.id}/check/`, { token: stranger.access, body: { answers: {} } });
    expect(other.status).toBe(404);
  });
});

describe('listening exercises from levelled content, and dictation', () => {
  const forLevel = '/api/v1/voice/listening-exercise/for-level/';

  it('picks a text of the level the learner has not heard lately nor just read, and checks it from the signed id alone', async () => {
    const learner = await signUp(context.app);
    const texts = listeningTexts('es', 'intermediate');
    // The tutor just showed the second half of the texts in a conversation; the first half but the first was heard lately.
    const half = Math.floor(texts.length / 2);
    const conversationId = await createConversation(context.app, learner);
    const shown = texts.slice(half).map((entry) => entry.text).join('\n\n');
    await insertMessage(context.deps.db, { conversationId, userId: learner.id, sender: 'ai', text: `Lee esto:\n${shown}`, status: 'delivered', now: new Date() });
    const exclude = texts.slice(1, half).map((entry) => entry.id);
    // Three draws, each of which must be the one text left (a random pick among more would rarely hit it three times).
    const draws = [];
    for (let draw = 0; draw < 3; draw += 1) {
      const created = await call(context.app, 'POST', forLevel, { token: learner.access, body: { language_code: 'es-ES', difficulty_level: 'intermediate', exclude } });
      expect(created.status, created.text).toBe(200);
      draws.push(ENDPOINTS['voice.levelListeningExercise'].response.parse(created.body));
    }
    expect(draws.map((draw) => draw.text_id)).toEqual([texts[0]!.id, texts[0]!.id, texts[0]!.id]);
    const exercise = draws[0]!;
    expect(exercise).toMatchObject({ speed: 1, difficulty_level: 'intermediate', language_code: 'es-ES' });
    expect(exercise.questions.map((question) => question.kind)).toEqual(['gap_fill', 'gap_fill']);
    expect(exercise.id.length).toBeLessThanOrEqual(64);
    for (const question of exercise.questions) {
      expect(question.prompt).not.toContain(texts[0]!.text);
    }

    const checked = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${exercise.id}/check/`, { token: learner.access, body: { answers: {} } });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.transcript).toBe(texts[0]!.text);
    expect(checked.body.score).toBe(0);
  });

  it('makes a dictation whose prompt has none of the text, and grades the typed text per word', async () => {
    const created = await call(context.app, 'POST', forLevel, { token: user.access, body: { language_code: 'es', kind: 'dictation' } });
    expect(created.status, created.text).toBe(200);
    const exercise = ENDPOINTS['voice.levelListeningExercise'].response.parse(created.body);
    expect(exercise.questions).toEqual([{ id: 'dictation', kind: 'dictation', prompt: 'Type what you hear.', options: null }]);
    const text = listeningText('es', 'beginner', exercise.text_id!)!;
    const words = text.split(' ');
    // The first word without its capital, the second left out, the rest as heard.
    const typed = [words[0]!.toLowerCase(), ...words.slice(2)].join(' ');
    const checked = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${exercise.id}/check/`, { token: user.access, body: { answers: { dictation: typed } } });
    expect(checked.status, checked.text).toBe(200);
    const body = ENDPOINTS['voice.checkListeningExercise'].response.parse(checked.body);
    const [result] = body.results;
    expect(result).toMatchObject({ question_id: 'dictation', correct: false, expected: text, given: typed });
    expect(result?.words?.[0]).toMatchObject({ grade: 'right' });
    expect(result?.words?.[1]).toMatchObject({ grade: 'missing', given: null });
    expect(result?.words?.slice(2).every((word) => word.grade === 'right')).toBe(true);
    expect(body.score).toBeLessThan(100);
    expect(body.score).toBeGreaterThan(50);
  });

  it('keeps the text-given call: a dictation of the text sent, and a forged kind is refused', async () => {
    const text = 'Mañana vamos a la playa.';
    const created = await call(context.app, 'POST', '/api/v1/voice/listening-exercise/', { token: user.access, body: { text, language_code: 'es', kind: 'dictation' } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.text_id).toBeUndefined();
    const right = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${created.body.id}/check/`, { token: user.access, body: { answers: { dictation: 'manana vamos a la playa' } } });
    expect(right.body.score).toBe(90);
    expect(right.body.results[0].words[0]).toEqual({ expected: 'Mañana', given: 'manana', grade: 'accent' });
    const forged = (created.body.id as string).replace('.d.', '.g.');
    const refused = await call(context.app, 'POST', `/api/v1/voice/listening-exercise/${forged}/check/`, { token: user.access, body: { answers: {} } });
    expect(refused.status).toBe(404);
  });

  it('refuses a bad text id in exclude with 400 field errors', async () => {
    const result = await call(context.app, 'POST', forLevel, { token: user.access, body: { language_code: 'es', exclude: ['../etc'] } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.field_errors)).toContain('exclude.0');
  });
});

describe('capabilities and health reflect the engines', () => {
  it('report espeak-ng for 15 languages and pocketsphinx for English here', async () => {
    const result = await call(context.app, 'GET', '/api/v1/voice/capabilities/');
    const body = ENDPOINTS['voice.capabilities'].response.parse(result.body);
    expect(body.text_to_speech).toMatchObject({ available: true, engine: 'espeak-ng', voices: ['female', 'male'] });
    expect(body.text_to_speech.languages).toHaveLength(15);
    expect(body.speech_to_text).toEqual({ available: true, engine: 'pocketsphinx', languages: ['en'] });
    expect(body.pronunciation.languages).toEqual(['en']);
    expect(body.listening_exercises.languages).toHaveLength(15);
    expect(body).toMatchObject({ sample_rate: 48_000, max_audio_seconds: 60, max_audio_bytes: 10 * 1024 * 1024 });
    const health = await call(context.app, 'GET', '/api/v1/voice/health/');
    expect(health.body).toEqual({ status: 'ok', engines: { 'espeak-ng': 'ok', pocketsphinx: 'ok' } });
  });

  it('report nothing and degraded health when local speech is off and nothing is configured', async () => {
    const app = context.withDeps({ speech: createSpeechFromConfig({ ...context.deps.config, localSpeech: false }) });
    const result = await call(app, 'GET', '/api/v1/voice/capabilities/');
    expect(result.body.text_to_speech).toEqual({ available: false, engine: null, languages: [], voices: [] });
    expect(result.body.pronunciation.available).toBe(false);
    const health = await call(app, 'GET', '/api/v1/voice/health/');
    expect(health.body).toEqual({ status: 'degraded', engines: { text_to_speech: 'unavailable', speech_to_text: 'unavailable' } });
    const spoken = await call(app, 'POST', '/api/v1/voice/synthesize/', { token: user.access, body: { text: 'Hola', language_code: 'es' } });
    expect(spoken.status).toBe(501);
    expect(spoken.body).toMatchObject({ code: 'engine_not_configured', message: "Speech synthesis isn't available for Spanish on this server." });
  });
});

/**
 * Engines serving only some languages: a voice for Spanish and English, a recogniser for English and French, phonemes
 * (each word's letters) for English only. While `failing` is set every engine call throws SpeechEngineError.
 */
function partialSpeech() {
  const state = { failing: false };
  const failIfAsked = () => {
    if (state.failing) {
      throw new SpeechEngineError('engine down');
    }
  };
  const voice: TextToSpeechEngine = {
    name: 'fake-tts',
    languages: () => ['en', 'es'],
    synthesize: async () => {
      failIfAsked();
      return { wav: writeWav({ samples: new Int16Array(1600).fill(1000), sampleRate: 16_000, channels: 1 }), sampleRate: 16_000, durationMs: 100 };
    },
  };
  const recogniser: SpeechToTextEngine = {
    name: 'fake-stt',
    languages: () => ['en', 'fr'],
    transcribe: async (request) => {
      failIfAsked();
      return { transcript: request.expectedText ?? '', confidence: null };
    },
  };
  const phonemes: PhonemeReader = async (words) => new Map(words.map((word) => [word, word.toLowerCase()]));
  const speech: SpeechEngines = { textToSpeech: [voice], speechToText: [recogniser], phonemes, phonemeLanguages: ['en', 'es'] };
  return { speech, state };
}

describe('when the server has no engine for the language (501, permanent) or its engine fails (503, worth retrying)', () => {
  let learner: TestUser;
  let frenchReplyId: string;
  const engines = partialSpeech();
  const app = () => context.withDeps({ speech: engines.speech });

  beforeAll(async () => {
    learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner, { target_language: 'fr' });
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: 'Bonjour' } });
    frenchReplyId = sent.body.ai_message.id as string;
  });

  afterEach(() => {
    engines.state.failing = false;
  });

  it('refuses synthesis in a language no engine speaks with 501 engine_not_configured, naming it, without using the quota', async () => {
    const spoken = await call(app(), 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: 'Bonjour', language_code: 'fr-FR' } });

    expect(spoken.status).toBe(501);
    expect(spoken.body).toMatchObject({ code: 'engine_not_configured', message: "Speech synthesis isn't available for French on this server." });
    const usage = await call(app(), 'GET', '/api/v1/voice/usage/', { token: learner.access });
    expect(usage.body.used).toBe(0);
  });

  it('refuses to speak a message of a conversation in that language with 501', async () => {
    const spoken = await call(app(), 'POST', '/api/v1/voice/synthesize/message/', { token: learner.access, body: { message_id: frenchReplyId } });

    expect(spoken.status, spoken.text).toBe(501);
    expect(spoken.body).toMatchObject({ code: 'engine_not_configured', message: "Speech synthesis isn't available for French on this server." });
  });

  it('refuses a listening exercise in that language with 501', async () => {
    const created = await call(app(), 'POST', '/api/v1/voice/listening-exercise/', { token: learner.access, body: { text: 'Nous allons au marché demain.', language_code: 'fr' } });

    expect(created.status).toBe(501);
    expect(created.body).toMatchObject({ code: 'engine_not_configured', message: "Speech synthesis isn't available for French on this server." });
  });

  it('scores pronunciation only where capabilities list it: recognised and with phonemes', async () => {
    const capabilities = await call(app(), 'GET', '/api/v1/voice/capabilities/');
    expect(capabilities.body.speech_to_text.languages).toEqual(['en', 'fr']);
    expect(capabilities.body.pronunciation).toEqual({ available: true, engine: 'fake-stt', languages: ['en'] });

    const english = await call(app(), 'POST', '/api/v1/voice/pronunciation/', { token: learner.access, body: { audio_data: silentWav(1), reference_text: 'Good morning', language_code: 'en-GB' } });
    expect(english.status, english.text).toBe(200);
    // French is recognised, but without its phonemes there is nothing to compare sounds with.
    const french = await call(app(), 'POST', '/api/v1/voice/pronunciation/', { token: learner.access, body: { audio_data: silentWav(1), reference_text: 'Bonjour', language_code: 'fr-FR' } });
    expect(french.status).toBe(501);
    expect(french.body).toMatchObject({ code: 'engine_not_configured', message: "Pronunciation scoring isn't available for French on this server." });
  });

  it('answers 503 engine_unavailable when the engine of a served language fails just now', async () => {
    engines.state.failing = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const spoken = await call(app(), 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: 'Hola', language_code: 'es' } });
    const exercise = await call(app(), 'POST', '/api/v1/voice/listening-exercise/', { token: learner.access, body: { text: 'Mañana vamos a la playa.', language_code: 'es' } });
    const scored = await call(app(), 'POST', '/api/v1/voice/pronunciation/', { token: learner.access, body: { audio_data: silentWav(1), reference_text: 'Good morning', language_code: 'en' } });
    errors.mockRestore();

    for (const result of [spoken, exercise, scored]) {
      expect(result.status, result.text).toBe(503);
      expect(result.body).toMatchObject({ code: 'engine_unavailable', message: 'The speech engine could not answer right now. Please try again.' });
    }
  });
});

describe('the OpenAI-compatible speech engines (local fake endpoint)', () => {
  let fake: FakeOpenAiSpeechServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiSpeech({ transcript: 'Bonjour tout le monde' });
  });

  afterAll(async () => {
    await fake.close();
  });

  it('transcribe any language with a multipart upload, and speak through /audio/speech', async () => {
    const config = { ...context.deps.config, localSpeech: false, sttUrl: fake.url, ttsUrl: fake.url, sttKey: 'stt-key', ttsKey: 'tts-key', sttModel: 'whisper-1', ttsModel: 'tts-1' };
    const app = context.withDeps({ config, speech: createSpeechFromConfig(config) });
    const heard = await call(app, 'POST', '/api/v1/voice/transcribe/', { token: user.access, body: { audio_data: silentWav(0.5), language_code: 'fr-FR', conversation_context: 'Salut' } });
    expect(heard.status, heard.text).toBe(200);
    expect(heard.body).toMatchObject({ transcript: 'Bonjour tout le monde', engine: 'openai-compatible:whisper-1', language_code: 'fr-FR' });
    const upload = fake.received.find((request) => request.path === '/v1/audio/transcriptions');
    expect(upload).toMatchObject({ authorization: 'Bearer stt-key', fields: { model: 'whisper-1', language: 'fr', prompt: 'Salut' } });
    expect(upload?.fileBytes).toBe(44 + 16_000);

    const spoken = await call(app, 'POST', '/api/v1/voice/synthesize/', { token: user.access, body: { text: 'Bonjour', language_code: 'fr', voice_gender: 'male', speed: 1.5 } });
    expect(spoken.status, spoken.text).toBe(200);
    expect(spoken.body).toMatchObject({ engine: 'openai-compatible:tts-1', sample_rate: 24_000, duration_ms: 1000 });
    expect(fake.received.find((request) => request.path === '/v1/audio/speech')).toMatchObject({
      authorization: 'Bearer tts-key',
      fields: { model: 'tts-1', input: 'Bonjour', voice: 'onyx', response_format: 'wav', speed: 1.5 },
    });
    const capabilities = await call(app, 'GET', '/api/v1/voice/capabilities/');
    expect(capabilities.body.speech_to_text.languages).toHaveLength(15);
  });

  it('score another language through the endpoint, aligned to the reference, without telling it the reference', async () => {
    const config = { ...context.deps.config, sttUrl: fake.url, sttKey: 'stt-key', sttModel: 'whisper-1' };
    const app = context.withDeps({ config, speech: createSpeechFromConfig(config) });
    const before = fake.received.length;
    const scored = await call(app, 'POST', '/api/v1/voice/pronunciation/', { token: user.access, body: { audio_data: silentWav(6), reference_text: 'Bonjour à tout le monde', language_code: 'fr-FR' } });
    expect(scored.status, scored.text).toBe(200);
    expect(scored.body.words.map((word: { word: string; status: string }) => `${word.word}:${word.status}`)).toEqual(['Bonjour:good', 'à:missed', 'tout:good', 'le:good', 'monde:good']);
    expect(scored.body.overall_score).toBeLessThan(100);
    const upload = fake.received.slice(before).find((request) => request.path === '/v1/audio/transcriptions');
    expect(upload?.fields).toMatchObject({ language: 'fr', response_format: 'verbose_json', 'timestamp_granularities[]': 'word' });
    // Paced by the word timestamps (4 words in 1.6 s), not by the 6 s recording around them (40 words a minute).
    expect(scored.body.fluency_score).toBe(100);
    expect(upload?.fields).not.toHaveProperty('prompt');
  });

  it('answer 503 engine_unavailable when the endpoint fails', async () => {
    const failing = await startFakeOpenAiSpeech({ transcript: '', mode: 'http-error' });
    const config = { ...context.deps.config, localSpeech: false, sttUrl: failing.url, ttsUrl: failing.url };
    const app = context.withDeps({ config, speech: createSpeechFromConfig(config) });
    const heard = await call(app, 'POST', '/api/v1/voice/transcribe/', { token: user.access, body: { audio_data: silentWav(0.2) } });
    expect(heard.status).toBe(503);
    expect(heard.body.code).toBe('engine_unavailable');
    await failing.close();
  });
});
