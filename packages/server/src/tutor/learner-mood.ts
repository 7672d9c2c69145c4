import type { LanguageCode } from '@parla/contract';
import { normalizeAnswer, stripAccents } from './answer-match.js';
import type { KeywordList } from './content/content-types.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';

/** Languages whose cues are found anywhere in the text (no spaces between words). */
const UNSPACED: ReadonlySet<LanguageCode> = new Set(['ja', 'zh']);

/** Languages whose negations are parts of words (ない, 않아요, 不): looked for in the rest of the message. */
const NEGATION_INSIDE_WORDS: ReadonlySet<LanguageCode> = new Set(['ja', 'ko', 'zh']);

/** Longest cue (letters) matched as a whole word only: "mal" is not "maleta", "gut" not "guten". Not in Korean, whose letters are syllables ("피곤" starts "피곤해요"). */
const WHOLE_WORD_CUE = 3;

/** Words before a cue in which a negation turns it ("no estoy bien", "I'm not tired"). */
const NEGATION_WINDOW = 3;

/** Longest message (words; three characters a word in ja and zh) whose mood the tutor takes up: a short statement of how one is. */
const SHORT_WORDS = 12;

const fold = (text: string, language: LanguageCode) => stripAccents(normalizeAnswer(text, language), language);

/** Where a cue of the list is in the text: the words before it and the text without it; undefined when none is. */
export function findCue(cues: KeywordList, text: string, language: LanguageCode): { before: string; rest: string } | undefined {
  const plain = fold(text, language);
  for (const cue of cues.split('|').map((item) => fold(item, language)).filter(Boolean)) {
    if (UNSPACED.has(language)) {
      const at = plain.indexOf(cue);
      if (at >= 0) {
        return { before: plain.slice(0, at), rest: plain.slice(0, at) + plain.slice(at + cue.length) };
      }
      continue;
    }
    const words = plain.split(' ');
    const size = cue.split(' ').length;
    for (let index = 0; index + size <= words.length; index += 1) {
      const phrase = words.slice(index, index + size).join(' ');
      if (Array.from(cue).length <= WHOLE_WORD_CUE && language !== 'ko' ? phrase === cue : phrase.startsWith(cue)) {
        return { before: words.slice(Math.max(0, index - NEGATION_WINDOW), index).join(' '), rest: [...words.slice(0, index), ...words.slice(index + size)].join(' ') };
      }
    }
  }
  return undefined;
}

/** Whether a negation of the language turns the cue found: just before it, or (ja, ko, zh) anywhere else in the message. */
function negatedCue(found: { before: string; rest: string }, language: LanguageCode): boolean {
  const negations = REPLY_FRAMES[language].negations.split('|').map((word) => fold(word, language));
  if (NEGATION_INSIDE_WORDS.has(language)) {
    return negations.some((negation) => found.rest.includes(negation));
  }
  return negations.some((negation) => ` ${found.before} `.includes(` ${negation} `));
}

/** The message without its questions ("Estoy bien, ¿y tú?" → "Estoy bien,"): a question about the tutor says nothing of the learner. */
function statements(message: string): string {
  return message.replace(/[¿]?[^.!?¿¡,;。！？、，]*[?？]/gu, ' ');
}

/**
 * How a short message says the learner is, or their day was ("Estoy cansado", "Mein Tag war sehr gut", "Je suis
 * content"): `good`, `bad`, or undefined. A bad state is looked for first; a negation just before turns a good one
 * ("no estoy bien" is bad) and leaves a bad one unsaid ("I'm not tired"). Questions in the message do not count
 * ("¿Estás bien?").
 */
export function moodOf(language: LanguageCode, message: string): 'good' | 'bad' | undefined {
  const text = statements(message);
  const plain = fold(text, language);
  const words = UNSPACED.has(language) ? Math.ceil(Array.from(plain).length / 3) : plain.split(' ').filter(Boolean).length;
  if (words === 0 || words > SHORT_WORDS) {
    return undefined;
  }
  const { moods } = REPLY_FRAMES[language];
  const bad = findCue(moods.bad, text, language);
  if (bad) {
    // "Not tired" is no news to celebrate ("No hay mal que por bien no venga" is a proverb): nothing to acknowledge.
    return negatedCue(bad, language) ? undefined : 'bad';
  }
  const good = findCue(moods.good, text, language);
  if (good) {
    return negatedCue(good, language) ? 'bad' : 'good';
  }
  return undefined;
}

/** The acknowledgement of the learner's mood ("¡Qué bien, me alegro!", "Oh, das tut mir leid."), or undefined. */
export function moodAcknowledgement(language: LanguageCode, mood: 'good' | 'bad' | undefined): string | undefined {
  const { moods } = REPLY_FRAMES[language];
  return mood === undefined ? undefined : mood === 'good' ? moods.glad : moods.sorry;
}
