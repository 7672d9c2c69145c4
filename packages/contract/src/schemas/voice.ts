import { z } from 'zod';
import { DICTATION_GRADES, EXERCISE_QUESTION_KINDS, LISTENING_EXERCISE_KINDS, WORD_GRADES } from '../constants/enums.js';
import { AUDIO_SAMPLE_RATE, DEFAULT_VOICE_LANGUAGE_CODE, PLAYBACK_SPEED, VALIDATION } from '../constants/constants.js';
import { VALIDATION_MESSAGES } from '../constants/messages.js';
import { base64Audio, id, languageCode, languageTag, requiredString, skillLevel, timestamp, voiceGender } from './fields.js';

const sampleRate = z.number().int().min(8000).max(96_000).default(AUDIO_SAMPLE_RATE);
const languageCodeTag = languageTag.default(DEFAULT_VOICE_LANGUAGE_CODE);

/** POST voice/transcribe/: base64 WAV audio, language (default en-US), sample rate (default 48000). */
export const transcribeRequest = z.object({
  audio_data: base64Audio,
  language_code: languageCodeTag,
  sample_rate: sampleRate,
  conversation_context: z.string().max(2000).optional(),
});

/** Answer of voice/transcribe/. */
export const transcribeResponse = z.object({
  transcript: z.string(),
  language_code: z.string(),
  confidence: z.number().min(0).max(1).nullable(),
  duration_ms: z.number().int().nonnegative(),
  engine: z.string(),
});

/** POST voice/synthesize/: text to speak, language, voice (default female), optional message and speed. */
export const synthesizeRequest = z.object({
  text: requiredString().max(VALIDATION.synthesizeMaxLength, { error: VALIDATION_MESSAGES.invalidFormat }),
  language_code: languageCodeTag,
  voice_gender: voiceGender.default('female'),
  message_id: id.optional(),
  context: z.string().max(2000).optional(),
  speed: z.number().min(PLAYBACK_SPEED.min).max(PLAYBACK_SPEED.max).optional(),
});

/** POST voice/synthesize/message/: a stored message and the voice to speak it with. */
export const synthesizeMessageRequest = z.object({
  message_id: id,
  voice_gender: voiceGender.default('female'),
});

/** Synthesized speech: base64 audio with its format and length. */
export const synthesizeResponse = z.object({
  audio_data: z.string(),
  content_type: z.string(),
  sample_rate: z.number().int(),
  duration_ms: z.number().int().nonnegative(),
  voice_gender: voiceGender,
  language_code: z.string(),
  engine: z.string(),
  cached: z.boolean(),
});

/** POST voice/pronunciation/: the learner's recording and the text they read. */
export const pronunciationRequest = z.object({
  audio_data: base64Audio,
  language_code: languageCodeTag,
  sample_rate: sampleRate,
  reference_text: requiredString().max(500, { error: VALIDATION_MESSAGES.invalidFormat }),
});

/** One word of a pronunciation analysis. */
export const wordAssessment = z.object({
  word: z.string(),
  status: z.enum(WORD_GRADES),
  score: z.number().min(0).max(100),
  expected_phonemes: z.string().nullable(),
  actual_phonemes: z.string().nullable(),
});

/** A minimal pair to practise: a word of the text and the word that was heard instead, with their sounds (IPA). */
export const minimalPairDrill = z.object({
  word: z.string(),
  heard: z.string(),
  expected_phonemes: z.string().nullable(),
  heard_phonemes: z.string().nullable(),
});

/** Answer of voice/pronunciation/: scores 0–100, a grade per word and minimal pairs to practise. */
export const pronunciationResponse = z.object({
  transcript: z.string(),
  reference_text: z.string(),
  overall_score: z.number().min(0).max(100),
  accuracy_score: z.number().min(0).max(100),
  completeness_score: z.number().min(0).max(100),
  fluency_score: z.number().min(0).max(100),
  words: z.array(wordAssessment),
  /** Minimal pairs to practise: each word said as another word, with that word (optional: servers before 0.2 omit it). */
  drills: z.array(minimalPairDrill).optional(),
});

/** A stored pronunciation attempt, as the data export lists it: the language, the overall score 0–100 and when. */
export const pronunciationAttempt = z.object({
  language: languageCode,
  overall_score: z.number().min(0).max(100),
  created_at: timestamp,
});

/** Which exercise to make of the text (additive; default `gap_fill`): gaps to fill, or a dictation. */
const listeningExerciseKind = z.enum(LISTENING_EXERCISE_KINDS).optional();

/** POST voice/listening-exercise/: the text to listen to, difficulty (default beginner), language; kind is additive. */
export const listeningExerciseRequest = z.object({
  text: requiredString().max(VALIDATION.synthesizeMaxLength, { error: VALIDATION_MESSAGES.invalidFormat }),
  difficulty_level: skillLevel.default('beginner'),
  language_code: languageCodeTag,
  kind: listeningExerciseKind,
});

/** Id of a levelled text of the server's content (`s3`, `c0`: a story or a cultural note, and its number). */
export const listeningTextId = z.string().regex(/^[a-z][0-9]{1,3}$/, { error: VALIDATION_MESSAGES.invalidFormat });

/**
 * POST voice/listening-exercise/for-level/ (additive): an exercise of a short text the server picks from its content
 * for the language and level, one the learner has not just read: not among `exclude` (the texts the learner heard
 * lately, newest first) nor in the learner's latest messages in that language.
 */
export const levelListeningExerciseRequest = z.object({
  difficulty_level: skillLevel.default('beginner'),
  language_code: languageCodeTag,
  kind: listeningExerciseKind,
  exclude: z.array(listeningTextId).max(50).optional(),
});

/** One question of a listening exercise. */
export const exerciseQuestion = z.object({
  id,
  kind: z.enum(EXERCISE_QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()).nullable(),
});

/** A listening exercise: the audio at the difficulty's pace and its questions. */
export const listeningExercise = z.object({
  id,
  audio_data: z.string(),
  content_type: z.string(),
  speed: z.number(),
  difficulty_level: skillLevel,
  language_code: z.string(),
  questions: z.array(exerciseQuestion),
  /** The content text it was made of (for-level exercises only; additive): send it back in `exclude` next time. */
  text_id: listeningTextId.optional(),
});

/** POST voice/listening-exercise/{id}/check/: answers by question id. */
export const checkListeningExerciseRequest = z.object({ answers: z.record(z.string(), z.string()) });

/** One word of a checked dictation: the text's word (null for an extra one), what was typed for it (null when missing), the grade. */
export const dictationWord = z.object({
  expected: z.string().nullable(),
  given: z.string().nullable(),
  grade: z.enum(DICTATION_GRADES),
});

/** Answer checking: per question whether it was right and the expected answer; a dictation's words graded one by one (additive). */
export const checkListeningExerciseResponse = z.object({
  score: z.number().min(0).max(100),
  results: z.array(
    z.object({ question_id: id, correct: z.boolean(), expected: z.string(), given: z.string().nullable(), words: z.array(dictationWord).optional() }),
  ),
  transcript: z.string(),
});

/** One speech engine's availability. */
export const engineCapability = z.object({
  available: z.boolean(),
  engine: z.string().nullable(),
  languages: z.array(z.string()),
});

/**
 * One language pair an offline engine translates (Apertium): `engine` names what runs (`apertium spa-eng`, or two
 * modes chained through `via`, the language in between, such as `apertium fr-es + spa-eng`).
 */
export const translationPair = z.object({
  source: languageCode,
  target: languageCode,
  engine: z.string(),
  via: languageCode.nullable(),
});

/**
 * Whether the server can translate, and with what: `engine` is the one preferred (the language model when one is
 * configured, else the offline engine). `all_pairs` (additive) is true when a model translates any pair; `pairs`
 * (additive) lists the pairs the offline engine covers without a model. Servers older than these fields had only a model.
 */
export const translationCapability = z.object({
  available: z.boolean(),
  engine: z.string().nullable(),
  all_pairs: z.boolean().optional(),
  pairs: z.array(translationPair).optional(),
});

/** The offline bilingual dictionaries word look-ups read (FreeDict in dictd format), one entry per pair. */
export const dictionaryCapability = z.object({
  available: z.boolean(),
  pairs: z.array(z.object({ source: languageCode, target: languageCode, name: z.string() })),
});

/**
 * Which tutor writes the replies: `embedded`, the offline practice tutor that needs no network (drills, scenes and
 * checks it can judge), or `model`, an OpenAI-compatible language model; `engine` is its name as reported elsewhere.
 */
export const tutorCapability = z.object({
  kind: z.enum(['embedded', 'model']),
  engine: z.string(),
});

/**
 * GET voice/capabilities/: what the server can do with speech, per language, whether it translates and which tutor it
 * runs (`translation` and `tutor` are absent from servers older than these fields: unknown then).
 */
export const voiceCapabilities = z.object({
  text_to_speech: engineCapability.extend({ voices: z.array(voiceGender) }),
  speech_to_text: engineCapability,
  pronunciation: engineCapability,
  listening_exercises: engineCapability,
  translation: translationCapability.optional(),
  tutor: tutorCapability.optional(),
  /** Word look-up dictionaries installed on the server; servers that predate them leave it out. */
  dictionaries: dictionaryCapability.optional(),
  sample_rate: z.number().int(),
  max_audio_seconds: z.number(),
  max_audio_bytes: z.number().int(),
});

/** GET voice/usage/: voice requests against today's quota. */
export const voiceUsage = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  resets_at: z.iso.datetime({ offset: true }),
});

/** GET voice/health/: the state of each speech engine. */
export const voiceHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  engines: z.record(z.string(), z.enum(['ok', 'unavailable'])),
});

/** Validation bound for decoded audio, repeated for readers of the schema. */
export const AUDIO_LIMITS = { maxBytes: VALIDATION.audioMaxBytes, maxSeconds: VALIDATION.audioMaxSeconds } as const;
