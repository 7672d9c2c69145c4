import type { LanguageCode, LearningGoal, SkillLevel } from '@parla/contract';

/**
 * An answer pattern: `[a|b]` offers alternatives, `(x)` marks an optional part, and `|` outside brackets
 * separates whole alternatives. The first expansion (optional parts kept) is the model answer shown to learners.
 * Example: `[quisiera|quiero] un café(, por favor)`.
 */
export type AnswerPattern = string;

/**
 * Words that show a meaning, `|`-separated; each matches at the start of a word of the learner's message
 * (accents and case ignored), so `trabaj` matches "trabajo" and "trabajar". In Japanese and Chinese they match anywhere.
 */
export type KeywordList = string;

/** The tutor's fixed phrases in one target language; `{name}` placeholders are filled in. */
export interface ContentFrames {
  /** Names a right answer: `{answer}` (the accepted form the learner gave). */
  right: string;
  /** A right answer with accent slips: `{words}` becomes "wrong → right" pairs. */
  accents: string;
  /** A wrong answer: "Not quite." (never praise). */
  wrong: string;
  /** A wrong answer one or two letters away from an accepted one. */
  close: string;
  /** Asks for another try. */
  tryAgain: string;
  /** Gives the model answer after a wrong try: `{answer}`. */
  answerWas: string;
  /** Leads to the next item, with its colon: "Next:". */
  next: string;
  /** Asks for a translation of `{sentence}` into this language. */
  translate: string;
  /** Asks for the word meaning `{gloss}` (an English hint) to fill `{clue}`. */
  vocabulary: string;
  /** Asks to fill `{clue}` practising `{focus}` (an English hint). */
  grammar: string;
  /** Introduces a comprehension question. */
  question: string;
  /** Names a roleplay goal: `{task}` (an English hint). */
  goal: string;
  /** Offers an example of what to say: `{model}`. */
  example: string;
  /** Says a roleplay goal was met: `{task}` and `{words}` (the learner's words that met it). */
  goalMet: string;
  /** Opens a scene: `{title}`. */
  sceneStart: string;
  /** Closes a scene. */
  sceneDone: string;
  /** Honest answer to a question the embedded tutor cannot answer. */
  offline: string;
  /** Picks up the learner's own word: `{word}`. */
  pickUp: string;
  /** Says every item of the level has been done and they start again. */
  allDone: string;
  /** What learners write when they do not know (`|`-separated phrases, matched as whole words). */
  dontKnow: KeywordList;
}

/** A sentence to translate into this language, or that sentence with a note naming what matters in it (English). */
export type TranslationSource = AnswerPattern | readonly [pattern: AnswerPattern, note: string];

/** A vocabulary item: the meaning in English, a sentence with `___` to fill, the accepted words, a note. */
export type VocabularySource = readonly [gloss: string, clue: string, answer: AnswerPattern, note?: string];

/** A grammar item: the structure practised (English), a sentence with `___` to fill, the accepted forms, why. */
export type GrammarSource = readonly [focus: string, clue: string, answer: AnswerPattern, note: string];

/** A roleplay step: the character's line, the learner's goal (English), words that meet it, an example. */
export type SceneStepSource = readonly [line: string, task: string, keywords: KeywordList, model: string];

/** A roleplay scene with goals reached one after the other. */
export interface SceneSource {
  /** The scene's title in this language. */
  title: string;
  /** Learner goals the scene serves first (e.g. travel, business). */
  goals?: readonly LearningGoal[];
  /** The steps, in order. */
  steps: readonly SceneStepSource[];
}

/** A text with a comprehension question: the text, the question, the words of a right answer, a model answer. */
export type ReadingSource = readonly [text: string, question: string, answers: KeywordList, model: string];

/** The conversation topics; the shorter contents (ko, zh, uk, nl, pl, ru, sv, tr) have the first eight but music, home, pets and weather. */
export type TopicId = 'work' | 'travel' | 'food' | 'family' | 'sport' | 'music' | 'books' | 'study' | 'weekend' | 'home' | 'pets' | 'weather';

/** A conversation topic: words that show it, the learner goals it serves, a question per level. */
export interface TopicSource {
  /** The topic's name, the same in every language's content: a question of one language is glossed by the same topic's question in another. */
  id: TopicId;
  /** Words that show the learner is talking about the topic and name it (nouns, or stems of them); the first one, a whole noun, names the topic itself. */
  keywords: KeywordList;
  /**
   * Words that show the topic without naming it (verbs, adjectives, phrases: "vivo en", "llueve"): the tutor then
   * names the topic by its first keyword rather than quote them ("Hablas de «ciudad»", never «vivo en»).
   */
  cues?: KeywordList;
  /** Learner goals the topic serves first. */
  goals?: readonly LearningGoal[];
  /** A follow-up question for a beginner, an intermediate and an advanced learner. */
  questions: readonly [beginner: string, intermediate: string, advanced: string];
}

/** A learner question the embedded tutor can answer: words that show it, and the answer. */
export type AnswerSource = readonly [keywords: KeywordList, answer: string];

/** Per skill level. */
export type PerLevel<T> = Readonly<Record<SkillLevel, readonly T[]>>;

/** Everything the embedded tutor teaches in one target language. */
export interface LanguageContent {
  /** The language taught. */
  language: LanguageCode;
  /** The tutor's fixed phrases. */
  frames: ContentFrames;
  /**
   * Sentences to translate into this language, by level and meaning id; the same id in another language's content
   * is the sentence shown to learners whose native language that is.
   */
  translation: Readonly<Record<SkillLevel, Readonly<Record<string, TranslationSource>>>>;
  /** Vocabulary drills. */
  vocabulary: PerLevel<VocabularySource>;
  /** Grammar drills. */
  grammar: PerLevel<GrammarSource>;
  /** Roleplay scenes. */
  roleplay: PerLevel<SceneSource>;
  /** Short stories with a question each. */
  storytelling: PerLevel<ReadingSource>;
  /** Cultural notes with a question each. */
  cultural_context: PerLevel<ReadingSource>;
  /** Idioms with a question each. */
  idioms: PerLevel<ReadingSource>;
  /** Informal words with a question each. */
  slang: PerLevel<ReadingSource>;
  /** Free conversation topics. */
  topics: readonly TopicSource[];
  /** Learner questions it can answer. */
  answers: readonly AnswerSource[];
}
