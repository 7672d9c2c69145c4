import { SKILL_LEVELS, type LanguageCode, type LearningGoal, type SkillLevel } from '@parla/contract';
import { findKeyword, normalizeAnswer } from './answer-match.js';
import { CONTENT } from './content/all-content.js';
import type { TopicSource } from './content/content-types.js';
import { frequencyRanks } from '../progress/word-frequency.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import { corpusCounts } from './review/corpus-counts.js';
import { fillTemplate } from './task-items.js';

/** A question in the message, at its end or before another sentence ("Tienes hermanos? Yo tengo dos."). */
const QUESTION = /[?？](?=\s|$)/;

/** Shortest word of a question counted as its content (shorter ones are "où", "tu", "de"…). */
const CONTENT_WORD_LETTERS = 4;

/** The words of a text in lower case, without punctuation. */
function wordsOf(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(/\p{L}+/gu), (match) => match[0]);
}

/**
 * Whether the learner's message already asks or answers the question: most of its content words (compared by their
 * first four letters, so "habites" meets "j'habite") are in the message. The tutor then does not ask it back ("Tienes
 * hermanos?" → "¿Tienes hermanos?", "j'habite à Nantes" → "Où habites-tu ?"). Not judged in unspaced languages.
 */
function alreadyCovered(language: LanguageCode, question: string, message: string): boolean {
  if (UNSPACED_LANGUAGES.has(language)) {
    return false;
  }
  const stem = (word: string) => word.slice(0, CONTENT_WORD_LETTERS);
  const said = new Set(wordsOf(message).filter((word) => word.length >= CONTENT_WORD_LETTERS).map(stem));
  const asked = wordsOf(question).filter((word) => word.length >= CONTENT_WORD_LETTERS);
  return asked.length > 0 && asked.filter((word) => said.has(stem(word))).length * 2 > asked.length;
}

/** Topics serving one of the learner's goals first, the others in the data's order. */
function topicsByGoals(language: LanguageCode, goals: readonly LearningGoal[]): TopicSource[] {
  const topics = CONTENT[language].topics;
  const serves = (topic: TopicSource) => (topic.goals ?? []).some((goal) => goals.includes(goal));
  return [...topics.filter(serves), ...topics.filter((topic) => !serves(topic))];
}

/** A topic's questions, the learner's level first. */
function questionsOf(topic: TopicSource, level: SkillLevel): string[] {
  const index = SKILL_LEVELS.indexOf(level);
  return [topic.questions[index], ...topic.questions.filter((_, other) => other !== index)].filter((question): question is string => question !== undefined);
}

/** The index of the latest tutor turn holding the text, or -1. */
function lastSaid(text: string, tutorTurns: readonly string[]): number {
  for (let index = tutorTurns.length - 1; index >= 0; index -= 1) {
    if (tutorTurns[index]?.includes(text)) {
      return index;
    }
  }
  return -1;
}

/** A question to open or go on with a conversation: a topic of the learner's goals not asked yet, else the one asked longest ago. */
export function openingQuestion(language: LanguageCode, level: SkillLevel, goals: readonly LearningGoal[], tutorTurns: readonly string[]): string {
  const questions = topicsByGoals(language, goals).map((topic) => questionsOf(topic, level)[0] ?? '');
  const fresh = questions.find((question) => lastSaid(question, tutorTurns) < 0);
  if (fresh !== undefined) {
    return fresh;
  }
  return questions.reduce((best, question) => (lastSaid(question, tutorTurns) < lastSaid(best, tutorTurns) ? question : best), questions[0] ?? '');
}

/**
 * How the tutor names the topic it picks up: a noun, never the learner's verb, inflected form or phrase. A keyword
 * the learner wrote whole ("perro", "travail") names it as listed; a stem that matched a longer word ("trabajé",
 * "hermana") or a cue ("vivo en Madrid", "llueve") names it by the topic's first keyword, a whole noun by the content's
 * rule ("trabajo", "familia", "ciudad"). German nouns keep their capital („Besuch“, never „besuch“).
 */
export function topicName(language: LanguageCode, topic: TopicSource, hit: { keyword: string; word: string }, cue: boolean): string {
  const whole = !cue && (hit.word.toLowerCase() === hit.keyword.toLowerCase() || corpusCounts(language).count(hit.keyword) > 0 || UNSPACED_LANGUAGES.has(language));
  const word = whole ? hit.keyword : (topic.keywords.split('|')[0] ?? hit.keyword);
  return language === 'de' ? word.charAt(0).toLocaleUpperCase('de') + word.slice(1) : word;
}

/**
 * The learner's words that show a topic: a keyword (naming it) or else a cue (showing it only). `typos` also reads a
 * near miss as the keyword (never a word of the language spelt right: in the tutor's texts or the 10,000 most
 * frequent); not for a word the learner asked the meaning of, which is new to them, not a slip.
 */
function topicHit(language: LanguageCode, topic: TopicSource, message: string, typos: boolean): { hit: { keyword: string; word: string }; cue: boolean } | undefined {
  const known = (word: string) => corpusCounts(language).count(word) > 0 || (frequencyRanks(language)?.has(word) ?? false);
  const hit = findKeyword(topic.keywords, message, language, { typos, known });
  if (hit) {
    return { hit, cue: false };
  }
  const cue = topic.cues === undefined ? undefined : findKeyword(topic.cues, message, language, { typos, known });
  return cue ? { hit: cue, cue: true } : undefined;
}

/** Languages whose negations are parts of words (ない, 않아요, 不): found anywhere in the message. */
const NEGATION_INSIDE_WORDS: ReadonlySet<LanguageCode> = new Set(['ja', 'ko', 'zh']);

/** Whether the message negates what it says ("I didn't go", "Ich weiß nicht"): a partner then asks no "How was it?". */
function negated(language: LanguageCode, message: string): boolean {
  const normalized = normalizeAnswer(message, language);
  return REPLY_FRAMES[language].negations.split('|').some((word) => {
    const key = normalizeAnswer(word, language);
    return NEGATION_INSIDE_WORDS.has(language) ? normalized.includes(key) : ` ${normalized} `.includes(` ${key} `);
  });
}

/** Languages written without spaces: a keyword is a whole word as listed. */
const UNSPACED_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['ja', 'zh', 'ko']);

/**
 * Free conversation: answers the learner's question when it can (`answer`, a word's meaning found in the offline
 * dictionaries; else a question the content knows; else says honestly that it cannot offline), then follows the topic
 * the learner's own words name with a question on it (not one the message already asks or answers); with no topic
 * recognised, a follow-up to what kind of thing the learner said ("Ayer fui al parque" → "¿Y qué tal fue?"), else a
 * new question.
 */
export function conversationReply(language: LanguageCode, level: SkillLevel, goals: readonly LearningGoal[], tutorTurns: readonly string[], message: string, answer?: string): string {
  const content = CONTENT[language];
  const parts: string[] = [];
  if (answer !== undefined) {
    parts.push(answer);
  } else if (QUESTION.test(message)) {
    const known = content.answers.find(([keywords]) => findKeyword(keywords, message, language) !== undefined);
    parts.push(known ? known[1] : content.frames.offline);
  }
  for (const topic of topicsByGoals(language, goals)) {
    const found = topicHit(language, topic, message, answer === undefined);
    const question = found ? questionsOf(topic, level).find((candidate) => lastSaid(candidate, tutorTurns) < 0 && !alreadyCovered(language, candidate, message)) : undefined;
    if (found && question) {
      parts.push(fillTemplate(content.frames.pickUp, { word: topicName(language, topic, found.hit, found.cue) }), question);
      return parts.join(' ');
    }
  }
  // No topic it knows: a partner's follow-up to what kind of thing was said (something past, a feeling, a liking, a
  // plan; none after a negation), never the same as just asked; else a new question.
  const followUp =
    QUESTION.test(message) || negated(language, message)
      ? undefined
      : REPLY_FRAMES[language].followUps.find(([cues, question]) => findKeyword(cues, message, language) !== undefined && tutorTurns.at(-1)?.includes(question) !== true);
  parts.push(followUp ? followUp[1] : openingQuestion(language, level, goals, tutorTurns));
  return parts.join(' ');
}
