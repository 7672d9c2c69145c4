import type { LanguageCode } from '@parla/contract';
import type { BaseForms } from '../vocabulary/base-forms.js';
import type { DictionaryShelf } from '../vocabulary/dictionary-shelf.js';
import { installedBaseForms, installedDictionaries } from '../vocabulary/offline-language-tools.js';
import { lookUpWord } from '../vocabulary/word-lookup.js';
import { MEANING_ANSWER_TEXTS } from './meaning-answer-texts.js';
import { askedWord } from './meaning-questions.js';
import { fillTemplate } from './task-items.js';

/** Where the embedded tutor finds what a word means: the installed bilingual dictionaries and the base-form analysers. */
export interface MeaningSources {
  shelf: DictionaryShelf;
  baseForms?: BaseForms;
}

/** The installed FreeDict dictionaries and analysers of this machine. */
export function installedMeaningSources(): MeaningSources {
  return { shelf: installedDictionaries(), baseForms: installedBaseForms() };
}

/** Articles a learner may put before the word they ask about, in the languages with a dictionary. */
const ARTICLES: ReadonlySet<string> = new Set('the a an el la los las un una le les une der die das ein eine il lo gli i uno o os as um uma de het een'.split(' '));

/** Most senses quoted in an answer. */
const MAX_SENSES = 3;

/** Most words quoted of one sense (FreeDict lists up to twenty synonyms). */
const MAX_WORDS_PER_SENSE = 4;

/** Longest wait for the base-form analyser, so that a reply is never held up long. */
const LOOKUP_TIMEOUT_MS = 3_000;

/** A dictionary meaning as a learner reads it: part-of-speech tags (<adj>), usage labels ([coll.]) and references dropped, three senses of four words at most. */
export function readableMeaning(meaning: string): string {
  const senses = meaning
    .replace(/<[^>]*>|\[[^\]]*\]|\{[^}]*\}/g, '')
    .split(';')
    .map((sense) =>
      sense
        .split(',')
        .map((word) => word.replace(/\s+/g, ' ').trim())
        .filter((word) => word.length > 0)
        .slice(0, MAX_WORDS_PER_SENSE)
        .join(', '),
    )
    .filter((sense) => sense.length > 0);
  return [...new Set(senses)].slice(0, MAX_SENSES).join('; ');
}

/** What the learner asks about and where they are. */
export interface WordQuestion {
  /** The learner's message. */
  text: string;
  target: LanguageCode;
  native: LanguageCode;
  /** The task the tutor set, if any: a question about one of its own words is answered by its explanation, not here. */
  itemText?: string | undefined;
}

/** What the offline dictionaries say about the word a learner asks the meaning of. */
export interface WordMeaningAnswer {
  /** The word or phrase asked about, as the learner wrote it. */
  word: string;
  /** The answer, in the learner's own language. */
  text: string;
  /** Whether a meaning was found (else the answer says plainly that it was not). */
  found: boolean;
}

/**
 * Answers "what does X mean?" from the offline dictionaries, in the learner's own language: the meaning of the word
 * (or of its dictionary form: "madrugué" → "madrugar"), else plainly that the pair's dictionary does not have it or
 * that no dictionary covers the pair. Undefined when the message asks no such question about a named word, or asks
 * about a word of the tutor's own task.
 */
export async function answerWordQuestion(question: WordQuestion, given?: MeaningSources): Promise<string | undefined> {
  const word = askedWord(question.text, question.target, question.native);
  if (!word || question.itemText?.toLocaleLowerCase().includes(word.toLocaleLowerCase())) {
    return undefined;
  }
  return (await lookUpAskedWord(question, given))?.text;
}

/** Like `answerWordQuestion`, for any named word (a word of the task too), saying whether a meaning was found. */
export async function lookUpAskedWord(question: WordQuestion, given?: MeaningSources): Promise<WordMeaningAnswer | undefined> {
  const asked = askedWord(question.text, question.target, question.native);
  if (!asked) {
    return undefined;
  }
  // Found only when a learner first asks: most messages ask nothing, and finding the analysers reads the disk.
  const sources = given ?? installedMeaningSources();
  // "C'est quoi le subjonctif ?" asks about "subjonctif" when the dictionary lacks "le subjonctif" ("a menudo" stays whole).
  const words = asked.split(/\s+/);
  const bare = words.length > 1 && ARTICLES.has((words[0] ?? '').toLocaleLowerCase()) ? words.slice(1).join(' ') : undefined;
  const whole = await lookUpOne(asked, question, sources);
  if (whole.found || bare === undefined) {
    return whole;
  }
  const withoutArticle = await lookUpOne(bare, question, sources);
  return withoutArticle.found ? withoutArticle : whole;
}

/** The dictionaries' answer for one word or phrase (see `lookUpAskedWord`). */
async function lookUpOne(word: string, question: WordQuestion, sources: MeaningSources): Promise<WordMeaningAnswer> {
  const texts = MEANING_ANSWER_TEXTS[question.native];
  const lookup = await lookUpWord(
    { shelf: sources.shelf, baseForms: sources.baseForms },
    { name: 'offline' },
    { word, language: question.target, native: question.native },
    (work) => work(),
    AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  ).catch(() => undefined);
  const dictionary = sources.shelf.dictionaries.find((shelved) => shelved.source === question.target && shelved.target === question.native);
  const meaning = lookup?.meaning ? readableMeaning(lookup.meaning) : '';
  if (lookup && meaning) {
    // The meaning is the dictionary form's only when the word as written is not in the dictionary itself.
    const written = dictionary !== undefined && [word, word.toLocaleLowerCase(question.target)].some((form) => dictionary.dictionary.define(form).length > 0);
    const base = lookup.base_form;
    const text = base && !written && lookup.source === 'dictionary' ? fillTemplate(texts.meansBase, { word, base, meaning }) : fillTemplate(texts.means, { word, meaning });
    return { word, text, found: true };
  }
  return { word, text: dictionary ? fillTemplate(texts.notFound, { word, dictionary: dictionary.name }) : fillTemplate(texts.noDictionary, { word }), found: false };
}

