import type { LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract';
import type { LearnerProfile } from '../progress/learner-model.js';

/** One turn of the conversation as the engine sees it. */
export interface TutorTurn {
  /** `user` is the learner, `assistant` the tutor. */
  role: 'user' | 'assistant';
  /** The text of the turn. */
  content: string;
}

/** What the tutor is asked to reply to. */
export interface TutorRequest {
  /** The conversation so far, oldest first, ending with the learner's new message. */
  messages: TutorTurn[];
  /** Instructions for a language model, built from the fields below. */
  systemPrompt: string;
  /** Language being learnt. */
  targetLanguage: LanguageCode;
  /** The learner's own language. */
  nativeLanguage: LanguageCode;
  /** The learner's level. */
  level: SkillLevel;
  /** The conversation's learning mode. */
  mode: LearningMode;
  /** The learner's goals. */
  goals: LearningGoal[];
  /** The learner model (issue #21): level, weak correction categories, due words; absent when it could not be read. */
  profile?: LearnerProfile;
}

/** What the tutor's first message of a conversation is written from: the settings and the system prompt they make. */
export type WelcomeRequest = Omit<TutorRequest, 'messages'>;

/** Earlier turns of a conversation to fold into its running summary. */
export interface SummaryRequest {
  /** The summary so far, when there is one. */
  previousSummary: string | null;
  /** The turns to add to it, oldest first. */
  turns: TutorTurn[];
  /** Language being learnt. */
  targetLanguage: LanguageCode;
  /** The learner's own language. */
  nativeLanguage: LanguageCode;
  /** The conversation's learning mode. */
  mode: LearningMode;
}

/** A translation request. */
export interface TranslateRequest {
  /** Text to translate. */
  text: string;
  /** Language to translate into. */
  targetLanguage: LanguageCode;
  /** Language of the text, when known. */
  sourceLanguage: LanguageCode | undefined;
}

/** A translation result. */
export interface TranslateResult {
  /** The translated text. */
  translatedText: string;
  /** The language of the original text. */
  sourceLanguage: LanguageCode;
}

/** Writes the tutor's replies: an OpenAI-compatible model or the embedded offline tutor. */
export interface TutorEngine {
  /** Engine name reported to clients. */
  readonly name: string;
  /** Streams the reply in small chunks; stops when `signal` aborts. */
  generate(request: TutorRequest, signal: AbortSignal): AsyncIterable<string>;
  /** Gets ready to answer in a language (the offline tutor loads its dictionary); called when a conversation is created. */
  prepare?(language: LanguageCode): void;
  /**
   * Starts what the reply to a learner message will need before the turn is stored (the offline tutor: its spell check
   * of the message), so it runs beside the turn's database work; a hint only, the reply is the same without it.
   */
  prefetch?(language: LanguageCode, text: string): void;
  /** Writes the tutor's first message of a conversation, when the engine writes its own (a model); else the embedded greeting is used. */
  welcome?(request: WelcomeRequest, signal: AbortSignal): Promise<string>;
  /** Folds earlier turns into the conversation's running summary, when the engine keeps one (a model). */
  summarise?(request: SummaryRequest, signal: AbortSignal): Promise<string>;
  /** Translates text, when the engine can. */
  translate?(request: TranslateRequest, signal: AbortSignal): Promise<TranslateResult>;
}

/** A failure of the tutor engine (network, bad status, bad answer). */
export class TutorEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TutorEngineError';
  }
}
