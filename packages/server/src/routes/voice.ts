import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import {
  ENDPOINTS,
  HTTP_ERROR_MESSAGES,
  LANGUAGE_NAMES,
  QUOTA_TIER_LIMITS,
  preferences as preferencesSchema,
  type ListeningExerciseKind,
  type SkillLevel,
} from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { findOwnConversation } from '../data/conversations.js';
import { findOwnMessage } from '../data/messages.js';
import { recordPronunciationAttempt } from '../data/pronunciation-attempts.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { nextUtcMidnight, readUsage, withQuota } from '../limits/usage.js';
import { requireAuth } from '../middleware/auth.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { jsonBody } from '../middleware/validate.js';
import { recentMessageTexts } from '../data/recent-messages.js';
import { checkDictation } from '../speech/dictation.js';
import { exerciseWords } from '../speech/listening-words.js';
import {
  DICTATION_QUESTION_ID,
  EXERCISE_SPEED,
  chooseGaps,
  dictationQuestion,
  gapQuestions,
  readExerciseId,
  sameAnswer,
  signExerciseId,
  textHash,
  type ContentTextRef,
  type ExerciseDescription,
} from '../speech/listening-exercise.js';
import { listeningText, pickListeningText } from '../speech/listening-texts.js';
import { LruCache } from '../speech/lru-cache.js';
import { analysePronunciation } from '../speech/pronunciation.js';
import { SpeechEngineError, baseLanguage, type SynthesisRequest, type SynthesisResult, type TextToSpeechEngine } from '../speech/speech-engine.js';
import { pronunciationLanguages, serverCapabilities } from '../speech/server-capabilities.js';
import { engineFor } from '../speech/speech-engines.js';
import { speechOf } from '../speech/speech-of.js';
import { durationMs, readAudioField, writeWav } from '../speech/wav.js';

/** What one audio call adds to the usage counters. */
const VOICE_USAGE = { voiceRequests: 1, totalRequests: 1 };
/** Synthesized message audio kept in memory: 64 MB. */
const AUDIO_CACHE_BYTES = 64 * 1024 * 1024;
/** Listening-exercise texts kept in memory for `check`. */
const EXERCISE_TEXTS = 2000;

function languageName(languageCode: string): string {
  const base = baseLanguage(languageCode);
  return base ? LANGUAGE_NAMES[base].name : languageCode;
}

/** What a recording in which the engine heard no word gets instead of a score (422 `nothing_heard`). */
const NOTHING_HEARD = 'Nothing was heard. Please try again.';

/** No engine recognises the language on this server: 501 `engine_not_configured`, which clients do not retry. */
function noRecognition(languageCode: string): ApiError {
  return new ApiError(501, 'engine_not_configured', `Speech recognition isn't available for ${languageName(languageCode)} on this server.`);
}

/** No engine speaks the language on this server: 501 `engine_not_configured` (permanent; the speech player uses the browser's voice at once). */
function noSynthesis(languageCode: string): ApiError {
  return new ApiError(501, 'engine_not_configured', `Speech synthesis isn't available for ${languageName(languageCode)} on this server.`);
}

/** The language cannot be scored here (no recognition, or no phonemes to compare sounds): 501 `engine_not_configured`. */
function noPronunciation(languageCode: string): ApiError {
  return new ApiError(501, 'engine_not_configured', `Pronunciation scoring isn't available for ${languageName(languageCode)} on this server.`);
}

/**
 * Runs an engine call for a request; engine failures become 503 `engine_unavailable` (logged, unless the client went
 * away and aborted the call itself), other errors pass through.
 */
async function withEngine<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SpeechEngineError) {
      if (!signal.aborted) {
        console.error('speech engine failed', error);
      }
      throw new ApiError(503, 'engine_unavailable', 'The speech engine could not answer right now. Please try again.');
    }
    throw error;
  }
}

function audioBody(result: SynthesisResult) {
  return { audio_data: Buffer.from(result.wav).toString('base64'), content_type: 'audio/wav', sample_rate: result.sampleRate, duration_ms: result.durationMs };
}

/**
 * Speech calls: transcription, synthesis (cached per message and voice), pronunciation (each scored attempt stored for
 * the progress trend), listening exercises, capabilities (with whether the tutor translates, so clients read everything
 * they may offer at once), usage, health.
 */
export function voiceRoutes(deps: AppDeps) {
  const { db, clock, config, tutor } = deps;
  const speech = speechOf(deps);
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const audioCache = new LruCache<string, SynthesisResult & { engine: string }>(AUDIO_CACHE_BYTES, (entry) => entry.wav.length);
  const exerciseTexts = new LruCache<string, { text: string; language: string }>(EXERCISE_TEXTS);

  const ttsFor = (languageCode: string): TextToSpeechEngine => {
    const engine = engineFor(speech.textToSpeech, languageCode);
    if (!engine) {
      throw noSynthesis(languageCode);
    }
    return engine;
  };

  /** Speaks text, from the cache when `cacheKey` was spoken before. */
  const speak = async (request: SynthesisRequest, signal: AbortSignal, cacheKey?: string) => {
    const engine = ttsFor(request.languageCode);
    const key = cacheKey && `${cacheKey}:${engine.name}:${request.voiceGender}:${request.languageCode}:${request.speed}:${createHash('sha256').update(request.text).digest('hex')}`;
    const hit = key ? audioCache.get(key) : undefined;
    if (hit) {
      return { result: hit, engine: hit.engine, cached: true };
    }
    const result = await withEngine(signal, () => engine.synthesize(request, signal));
    if (key) {
      audioCache.set(key, { ...result, engine: engine.name });
    }
    return { result, engine: engine.name, cached: false };
  };

  // The same capabilities GET languages/supported/ reads (`serverCapabilities`): one truth about speech.
  app.get(routePath('voice.capabilities'), (c) => c.json(serverCapabilities(speech, tutor, deps.dictionaries ?? { dictionaries: [] }, deps.apertium), 200));

  app.get(routePath('voice.health'), (c) => {
    const engines: Record<string, 'ok' | 'unavailable'> = {};
    for (const engine of [...speech.textToSpeech, ...speech.speechToText]) {
      engines[engine.name] = 'ok';
    }
    if (speech.textToSpeech.length === 0) {
      engines.text_to_speech = 'unavailable';
    }
    if (speech.speechToText.length === 0) {
      engines.speech_to_text = 'unavailable';
    }
    const status = speech.textToSpeech.length > 0 && speech.speechToText.length > 0 ? ('ok' as const) : ('degraded' as const);
    return c.json({ status, engines }, 200);
  });

  app.get(routePath('voice.usage'), auth, async (c) => {
    const user = c.get('user');
    const now = clock.now();
    const usage = await readUsage(db, user.id, now);
    const limit = QUOTA_TIER_LIMITS[user.tier].daily.voiceRequests;
    const used = usage.daily.voiceRequests;
    return c.json({ used, limit, remaining: Math.max(0, limit - used), resets_at: nextUtcMidnight(now).toISOString() }, 200);
  });

  app.post(routePath('voice.transcribe'), auth, jsonBody(ENDPOINTS['voice.transcribe'].body), rateLimit(deps, 'transcribe'), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const audio = readAudioField(body.audio_data);
    const engine = engineFor(speech.speechToText, body.language_code);
    if (!engine) {
      throw noRecognition(body.language_code);
    }
    const result = await withQuota(db, user, clock.now(), VOICE_USAGE, () =>
      withEngine(c.req.raw.signal, () =>
        engine.transcribe({ wav: writeWav(audio), languageCode: body.language_code, context: body.conversation_context }, c.req.raw.signal),
      ),
    );
    return c.json(
      { transcript: result.transcript, language_code: body.language_code, confidence: result.confidence, duration_ms: durationMs(audio), engine: engine.name },
      200,
    );
  });

  app.post(routePath('voice.synthesize'), auth, jsonBody(ENDPOINTS['voice.synthesize'].body), rateLimit(deps, 'synthesize'), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    ttsFor(body.language_code);
    if (body.message_id) {
      await findOwnMessage(db, user.id, body.message_id);
    }
    const speed = body.speed ?? preferencesSchema.parse(user.preferences).playback_speed;
    const spoken = await withQuota(db, user, clock.now(), VOICE_USAGE, () =>
      speak(
        { text: body.text, languageCode: body.language_code, voiceGender: body.voice_gender, speed },
        c.req.raw.signal,
        body.message_id ? `message:${body.message_id}` : undefined,
      ),
    );
    return c.json(
      { ...audioBody(spoken.result), voice_gender: body.voice_gender, language_code: body.language_code, engine: spoken.engine, cached: spoken.cached },
      200,
    );
  });

  app.post(routePath('voice.synthesizeMessage'), auth, jsonBody(ENDPOINTS['voice.synthesizeMessage'].body), rateLimit(deps, 'synthesize'), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const message = await findOwnMessage(db, user.id, body.message_id);
    const conversation = await findOwnConversation(db, user.id, message.conversationId);
    const languageCode = conversation.targetLanguage;
    if (message.messageText.trim() === '') {
      throw new ApiError(400, 'validation_failed', HTTP_ERROR_MESSAGES[400], { fieldErrors: { message_id: ['This message has no text to speak.'] } });
    }
    ttsFor(languageCode);
    const spoken = await withQuota(db, user, clock.now(), VOICE_USAGE, () =>
      speak({ text: message.messageText, languageCode, voiceGender: body.voice_gender, speed: 1 }, c.req.raw.signal, `message:${message.id}`),
    );
    return c.json({ ...audioBody(spoken.result), voice_gender: body.voice_gender, language_code: languageCode, engine: spoken.engine, cached: spoken.cached }, 200);
  });

  app.post(routePath('voice.pronunciation'), auth, jsonBody(ENDPOINTS['voice.pronunciation'].body), rateLimit(deps, 'transcribe'), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const audio = readAudioField(body.audio_data);
    const engine = engineFor(speech.speechToText, body.language_code);
    const language = baseLanguage(body.language_code);
    const phonemes = speech.phonemes;
    if (!engine || !language || !phonemes || !pronunciationLanguages(speech).includes(language)) {
      throw noPronunciation(body.language_code);
    }
    const signal = c.req.raw.signal;
    const { result, analysis } = await withQuota(db, user, clock.now(), VOICE_USAGE, async () => {
      const heard = await withEngine(signal, () =>
        engine.transcribe({ wav: writeWav(audio), languageCode: body.language_code, expectedText: body.reference_text }, signal),
      );
      if (heard.transcript.trim() === '') {
        // Silence is not a pronunciation: no score of 0, nothing for the progress trend, and no quota used.
        throw new ApiError(422, 'nothing_heard', NOTHING_HEARD);
      }
      const scored = await analysePronunciation({
        referenceText: body.reference_text,
        transcript: heard.transcript,
        durationMs: heard.speechMs ?? durationMs(audio),
        languageCode: body.language_code,
        language,
        phonemes,
        signal,
      });
      await recordPronunciationAttempt(db, { userId: user.id, language, overallScore: scored.overall_score, createdAt: clock.now() });
      return { result: heard, analysis: scored };
    });
    return c.json({ transcript: result.transcript, reference_text: body.reference_text, ...analysis }, 200);
  });

  /** Speaks an exercise's text at its level's pace (one voice request) and answers the exercise: its signed id and questions. */
  const makeExercise = async (
    signal: AbortSignal,
    user: Parameters<typeof withQuota>[1],
    request: { text: string; languageCode: string; difficulty: SkillLevel; kind: ListeningExerciseKind; content?: ContentTextRef },
  ) => {
    const language = baseLanguage(request.languageCode) ?? request.languageCode;
    const words = exerciseWords(request.text, language);
    if (words.length === 0) {
      throw new ApiError(400, 'validation_failed', HTTP_ERROR_MESSAGES[400], { fieldErrors: { text: ['The text needs at least one word.'] } });
    }
    ttsFor(request.languageCode);
    const speed = EXERCISE_SPEED[request.difficulty];
    const spoken = await withQuota(db, user, clock.now(), VOICE_USAGE, () =>
      speak({ text: request.text, languageCode: request.languageCode, voiceGender: 'female', speed }, signal),
    );
    const description: ExerciseDescription = {
      textHash: textHash(request.text, request.languageCode),
      difficulty: request.difficulty,
      gaps: request.kind === 'dictation' ? [] : chooseGaps(words, request.difficulty, language),
      kind: request.kind,
      ...(request.content ? { content: request.content } : {}),
    };
    if (!request.content) {
      // A content text is found again from the id; any other text is kept in memory for `check`.
      exerciseTexts.set(description.textHash, { text: request.text, language });
    }
    const questions =
      request.kind === 'dictation' ? [dictationQuestion()] : gapQuestions(request.text, description, language).map(({ answer: _answer, ...question }) => question);
    return {
      id: signExerciseId(config.secret, user.id, description),
      audio_data: audioBody(spoken.result).audio_data,
      content_type: 'audio/wav',
      speed,
      difficulty_level: request.difficulty,
      language_code: request.languageCode,
      questions,
      ...(request.content ? { text_id: request.content.textId } : {}),
    };
  };

  app.post(routePath('voice.listeningExercise'), auth, jsonBody(ENDPOINTS['voice.listeningExercise'].body), rateLimit(deps, 'synthesize'), async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await makeExercise(c.req.raw.signal, c.get('user'), { text: body.text, languageCode: body.language_code, difficulty: body.difficulty_level, kind: body.kind ?? 'gap_fill' }),
      200,
    );
  });

  app.post(routePath('voice.levelListeningExercise'), auth, jsonBody(ENDPOINTS['voice.levelListeningExercise'].body), rateLimit(deps, 'synthesize'), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const language = baseLanguage(body.language_code);
    if (!language) {
      throw new ApiError(400, 'validation_failed', HTTP_ERROR_MESSAGES[400], { fieldErrors: { language_code: ['There are no listening texts in this language.'] } });
    }
    ttsFor(body.language_code);
    const read = await recentMessageTexts(db, user.id, language);
    const picked = pickListeningText(language, body.difficulty_level, body.exclude ?? [], read);
    return c.json(
      await makeExercise(c.req.raw.signal, user, {
        text: picked.text,
        languageCode: body.language_code,
        difficulty: body.difficulty_level,
        kind: body.kind ?? 'gap_fill',
        content: { language, textId: picked.id },
      }),
      200,
    );
  });

  app.post(routePath('voice.checkListeningExercise'), auth, jsonBody(ENDPOINTS['voice.checkListeningExercise'].body), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const description = readExerciseId(config.secret, user.id, c.req.param('id') ?? '');
    if (!description) {
      throw new ApiError(404, 'not_found');
    }
    const stored = description.content
      ? { text: listeningText(description.content.language, description.difficulty, description.content.textId), language: description.content.language }
      : exerciseTexts.get(description.textHash);
    if (stored === undefined || stored.text === null) {
      throw new ApiError(404, 'not_found', 'This listening exercise has expired. Please start a new one.');
    }
    const { text, language } = stored;
    if (description.kind === 'dictation') {
      const given = body.answers[DICTATION_QUESTION_ID] ?? null;
      const dictation = await checkDictation(text, given ?? '', language);
      return c.json(
        { score: dictation.score, results: [{ question_id: DICTATION_QUESTION_ID, correct: dictation.correct, expected: text, given, words: dictation.words }], transcript: text },
        200,
      );
    }
    const questions = gapQuestions(text, description, language);
    const results = questions.map((question) => {
      const given = body.answers[question.id] ?? null;
      return { question_id: question.id, correct: given !== null && sameAnswer(given, question.answer, language), expected: question.answer, given };
    });
    const correct = results.filter((result) => result.correct).length;
    return c.json({ score: questions.length === 0 ? 0 : Math.round((100 * correct) / questions.length), results, transcript: text }, 200);
  });

  return app;
}
