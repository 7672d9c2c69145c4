import type { LanguageCode, SkillLevel } from '@parla/contract';
import { expandPattern, findKeyword, normalizeAnswer, stripAccents } from './answer-match.js';
import { CONTENT } from './content/all-content.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import type { ReplyFrames } from './reply-frames/reply-frames-types.js';
import { fillTemplate, type TaskItem } from './task-items.js';

/** Longest message (words) read as a greeting or as "I don't understand" rather than as an answer containing those words. */
const SHORT_WORDS = 8;

/** Shortest word that counts as a content word when naming what was right (shorter ones are "un", "der", "zu"). */
const CONTENT_LETTERS = 4;

/** Languages written without spaces between words. */
const UNSPACED: ReadonlySet<LanguageCode> = new Set(['ja', 'zh']);

/** A note as a sentence of its own: a capital first letter, a full stop at the end. */
export function asSentence(note: string): string {
  const trimmed = note.trim();
  const capital = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?。！？]$/.test(capital) ? capital : `${capital}.`;
}

/** The target language's lines for messages that are not answers. */
export function replyFramesOf(language: LanguageCode): ReplyFrames {
  return REPLY_FRAMES[language];
}

function wordCount(text: string, language: LanguageCode): number {
  const normalized = normalizeAnswer(text, language);
  return UNSPACED.has(language) ? Math.ceil(Array.from(normalized).length / 3) : normalized.split(' ').filter(Boolean).length;
}

/** Whether the message is short: a greeting or a plea, not an answer that happens to contain one. */
function isShort(text: string, language: LanguageCode): boolean {
  return wordCount(text, language) <= SHORT_WORDS;
}

/** Whether a short message opens with a greeting, in the language learnt or the learner's own ("¡Hola! ¿Qué tal?", "hello"). */
export function isGreeting(text: string, target: LanguageCode, native: LanguageCode): boolean {
  if (!isShort(text, target)) {
    return false;
  }
  return [...new Set([target, native])].some((language) => {
    const normalized = normalizeAnswer(text, language);
    return REPLY_FRAMES[language].greetings.split('|').some((greeting) => {
      const key = normalizeAnswer(greeting, language);
      return normalized === key || normalized.startsWith(UNSPACED.has(language) ? key : `${key} `);
    });
  });
}

/** Whether a short message says the learner does not understand, or asks for the task again or slower. */
export function isNotUnderstood(text: string, target: LanguageCode, native: LanguageCode): boolean {
  return isShort(text, target) && [...new Set([target, native])].some((language) => findKeyword(REPLY_FRAMES[language].notUnderstood, text, language) !== undefined);
}

/** What the task asks, said simply (a drill, a sentence to translate, a question on a text, a scene's goal). */
export function explainTask(item: TaskItem, language: LanguageCode): string {
  const frames = REPLY_FRAMES[language];
  if (item.task !== undefined) {
    return fillTemplate(frames.explainRoleplay, { task: item.task });
  }
  if (item.id.startsWith('translation:')) {
    return frames.explainTranslate;
  }
  if (item.clue !== undefined) {
    return frames.explainFill;
  }
  return frames.explainQuestion;
}

const fold = (word: string, language: LanguageCode) => stripAccents(normalizeAnswer(word, language), language);

/** The words of an answer without punctuation, as written. */
function wordsOfAnswer(answer: string): string[] {
  return answer
    .replace(/[.,!?¿¡;:«»"“”„。、！？]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** The accepted answer closest to what the learner wrote (most words in common; the model answer on a tie), as words. */
function modelWords(item: TaskItem, learnerText = '', language: LanguageCode = 'en'): string[] {
  const written = new Set(normalizeAnswer(learnerText, language).split(' ').map((word) => stripAccents(word, language)));
  const variants = item.pattern === undefined ? [item.model] : [item.model, ...expandPattern(item.pattern)];
  let best = wordsOfAnswer(item.model);
  let bestShared = -1;
  for (const variant of variants) {
    const words = wordsOfAnswer(variant);
    const shared = words.filter((word) => written.has(fold(word, language))).length;
    if (shared > bestShared) {
      best = words;
      bestShared = shared;
    }
  }
  return best;
}

/**
 * A hint at the answer, at the learner's level: a single word as its first letter and a blank per other letter
 * ("b _ _ _ _ _ _ _ _ _"); a sentence (the accepted one closest to the learner's) as its words' first letters, the
 * learner's right words and (below advanced) the first word whole ("Quisiera u… café p… f…"). None for a scene (its retry gives an example) or a one-character answer.
 */
export function answerHint(item: TaskItem, learnerText: string, language: LanguageCode, level: SkillLevel): string | undefined {
  if (item.task !== undefined) {
    return undefined;
  }
  const words = modelWords(item, learnerText, language);
  const characters = Array.from(item.model.replace(/[.。!！?？]$/u, ''));
  let start: string;
  if (UNSPACED.has(language) || (words.length === 1 && language === 'ko')) {
    if (characters.length < 2) {
      return undefined;
    }
    // Beyond what the learner already wrote right ("コーヒー" → "コーヒーをく…"), else a third of the answer.
    const written = Array.from(normalizeAnswer(learnerText, language));
    const model = Array.from(normalizeAnswer(item.model, language));
    let shared = 0;
    while (shared < written.length && written[shared] === model[shared]) {
      shared += 1;
    }
    const shown = Math.min(characters.length - 1, Math.max(1, Math.floor(characters.length / 3), shared > 0 ? shared + 2 : 0));
    start = `${characters.slice(0, shown).join('')}…`;
  } else if (words.length === 1) {
    const letters = Array.from(words[0] ?? '');
    if (letters.length < 2) {
      return undefined;
    }
    start = [letters[0], ...letters.slice(1).map(() => '_')].join(' ');
  } else {
    const written = new Set(normalizeAnswer(learnerText, language).split(' ').map((word) => stripAccents(word, language)));
    start = words
      .map((word, index) => {
        if (written.has(fold(word, language)) || (index === 0 && level !== 'advanced')) {
          return word;
        }
        return `${Array.from(word)[0] ?? ''}…`;
      })
      .join(' ');
  }
  return fillTemplate(REPLY_FRAMES[language].hint, { start });
}

/** The learner's words that are words of the model answer (in its order), for "«…» is right": none when there are none or all. */
export function rightWords(item: TaskItem, learnerText: string, language: LanguageCode): string | undefined {
  // A scene's example is one way to meet its goal, not the answer: its words are not the learner's right part.
  if (UNSPACED.has(language) || item.task !== undefined) {
    return undefined;
  }
  const written = new Set(normalizeAnswer(learnerText, language).split(' ').map((word) => stripAccents(word, language)));
  const words = modelWords(item, learnerText, language);
  const right = words.filter((word) => written.has(fold(word, language)));
  // Only small words right ("zu", "de") is nothing to name.
  const content = right.some((word) => Array.from(word).length >= CONTENT_LETTERS);
  return !content || right.length === words.length ? undefined : right.join(' ');
}

/** The learner's words a task's own text does not contain: what a message that is not an attempt is about. */
function ownWords(item: TaskItem, text: string, language: LanguageCode): string[] {
  const taskText = fold(`${item.prompt} ${item.model} ${(item.keywords ?? '').replace(/\|/g, ' ')} ${item.pattern ?? ''}`, language);
  const taskWords = new Set(taskText.split(' '));
  return normalizeAnswer(text, language)
    .split(' ')
    .filter((word) => Array.from(word).length >= 3 && !taskWords.has(stripAccents(word, language)) && !Array.from(taskWords).some((taskWord) => taskWord.length >= 4 && stripAccents(word, language).startsWith(taskWord.slice(0, 4))));
}

/**
 * What a message of three words or more that shares no word with the task is about ("Hoy es mi cumpleaños…" during a
 * vocabulary drill): the conversation topic its words name, else its longest word; undefined for an attempt. In a
 * scene, only a topic counts ("Meu cachorro está doente" while ordering); in a translation, a topic or the learner's
 * own news.
 */
export function offTaskWord(item: TaskItem, text: string, language: LanguageCode): string | undefined {
  if (UNSPACED.has(language) || wordCount(text, language) < 3) {
    return undefined;
  }
  const hits = CONTENT[language].topics.map((topic) => findKeyword(topic.keywords, text, language)).filter((hit) => hit !== undefined);
  const topicWord = hits[0]?.word;
  if (item.task !== undefined) {
    // A scene's goal has words of its own that no list holds whole: only a topic's own word, written whole, shows a
    // message is off the scene ("cachorro"; "buchen" is no "Buch").
    return hits.find((hit) => fold(hit.word, language) === fold(hit.keyword, language))?.word;
  }
  const own = ownWords(item, text, language);
  const all = normalizeAnswer(text, language).split(' ').filter((word) => Array.from(word).length >= 3);
  if (own.length === 0 || own.length < all.length) {
    return undefined;
  }
  if (item.id.startsWith('translation:')) {
    // A translation may be tried in words of its own ("Se avessi saputo"): only a topic or news of the learner's own
    // (a feeling, a liking, a plan, something past: "Ich bin heute sehr müde") shows it is no attempt.
    return topicWord ?? REPLY_FRAMES[language].followUps.map(([cues]) => findKeyword(cues, text, language)?.word).find((word) => word !== undefined);
  }
  return topicWord ?? own.reduce((longest, word) => (Array.from(word).length > Array.from(longest).length ? word : longest), own[0] ?? '');
}

/** A learner's message quoted back: at most eight words, without its end punctuation. */
export function quoteBack(text: string): string {
  const words = text.trim().replace(/[.!?。！？]+$/u, '').split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : words.join(' ');
}

/** The last question of a tutor turn ("¿Te gusta viajar?"), to ask again. */
export function lastQuestion(turn: string | undefined): string | undefined {
  return Array.from((turn ?? '').matchAll(/[^.!。！?？:：]*[?？]/gu), (match) => match[0].trim()).at(-1);
}

/** The learner's words that are not words of the model answer (an almost right answer's slips: "fabor"); none when there are none. */
export function wordsNotInAnswer(item: TaskItem, learnerText: string, language: LanguageCode): string | undefined {
  if (UNSPACED.has(language)) {
    return undefined;
  }
  const model = new Set(modelWords(item, learnerText, language).map((word) => fold(word, language)));
  const slips = normalizeAnswer(learnerText, language)
    .split(' ')
    .filter((word) => word.length > 0 && !model.has(stripAccents(word, language)));
  return slips.length === 0 ? undefined : slips.join(', ');
}

/** The first four letters of the longer words of a text, accents aside: what a question and a sentence share. */
function stems(text: string, language: LanguageCode): Set<string> {
  return new Set(
    fold(text, language)
      .split(' ')
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 4)),
  );
}

/**
 * The sentence of a text that shares the most longer words with the learner's question about it ("Why did the
 * neighbours laugh?"), a word found in fewer sentences weighing more; undefined when none shares a word of its own.
 */
export function sentenceAbout(text: string, question: string, language: LanguageCode): string | undefined {
  if (UNSPACED.has(language)) {
    return undefined;
  }
  const asked = stems(question, language);
  const sentences = text.split(/(?<=[.!?;])\s+/u).map((sentence) => ({ sentence: sentence.replace(/[.;]$/u, ''), stems: stems(sentence, language) }));
  // A word of the question found in one sentence only tells more than one found in every sentence ("Hund").
  const spread = (stem: string) => sentences.filter((candidate) => candidate.stems.has(stem)).length;
  let best: { sentence: string; score: number } | undefined;
  for (const candidate of sentences) {
    const score = [...candidate.stems].filter((stem) => asked.has(stem)).reduce((sum, stem) => sum + 1 / spread(stem), 0);
    // A word found in one sentence only, at least: a word of every sentence ("chien") points at none of them.
    if (score >= 1 && score > (best?.score ?? 0)) {
      best = { sentence: candidate.sentence, score };
    }
  }
  return best?.sentence;
}

/** The letters each target language is written in (Japanese: kana and kanji). */
const SCRIPTS: Partial<Record<LanguageCode, RegExp>> = {
  ja: /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u,
  zh: /\p{sc=Han}/u,
  ko: /\p{sc=Hangul}/u,
  ru: /\p{sc=Cyrillic}/u,
  uk: /\p{sc=Cyrillic}/u,
};

/**
 * Whether a message has letters but none of the target language's script ("I would like a coffee" to the Japanese
 * tutor, which has no spelling dictionary to tell): it is in another language for sure.
 */
export function inAnotherScript(text: string, language: LanguageCode): boolean {
  const script = SCRIPTS[language] ?? /\p{sc=Latin}/u;
  return /\p{L}/u.test(text) && !script.test(text);
}
