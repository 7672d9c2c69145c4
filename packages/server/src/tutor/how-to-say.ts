import type { LanguageCode } from '@parla/contract';
import { meaningOfEntries } from '../vocabulary/word-lookup.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import { fillTemplate } from './task-items.js';
import { installedMeaningSources, readableMeaning, type MeaningSources } from './word-meaning-answer.js';

/** A word or phrase in quotes of any of the languages' kinds («…», “…”, "…", „…“, ‘…’, 「…」). */
const QUOTED = /[«“"‘„「『]\s*([^«»“”"‘’„「」『』]{1,40}?)\s*[»”"’“」』]/u;

/** Longest phrase (words) tried in the dictionary after "how do you say". */
const MAX_WORDS = 3;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words after a "how do you say" phrase of the language, up to the question's end ("¿Cómo se dice yesterday?" → "yesterday"). */
function wordsAfterPhrase(text: string, language: LanguageCode): string | undefined {
  for (const phrase of REPLY_FRAMES[language].howToSay.split('|').sort((a, b) => b.length - a.length)) {
    const match = new RegExp(escape(phrase).replace(/ /g, "[\\s'’-]+"), 'iu').exec(text);
    if (match) {
      return text.slice(match.index + match[0].length).split(/[?？!.。]/u)[0]?.trim();
    }
  }
  return undefined;
}

/** The words after a "how do you say" phrase of the language learnt, the learner's own or English; undefined when it asks no such thing. */
function askedToSay(text: string, target: LanguageCode, native: LanguageCode): string | undefined {
  return [...new Set<LanguageCode>([target, native, 'en'])].map((language) => wordsAfterPhrase(text, language)).find((words) => words !== undefined);
}

/** Whether the learner asks how to say something ("¿Cómo se dice…?", "How do you say…?"). */
export function asksHowToSay(text: string, target: LanguageCode, native: LanguageCode): boolean {
  return askedToSay(text, target, native) !== undefined;
}

/**
 * Answers "how do you say X?" (asked in the language learnt, the learner's own or English) from the offline dictionary
 * of the learner's language into the one learnt: "«yesterday» en español: ayer.", in the language learnt. Undefined
 * when the message asks no such question, or no installed dictionary knows the word.
 */
export function answerHowToSay(text: string, target: LanguageCode, native: LanguageCode, sources?: MeaningSources): string | undefined {
  const after = askedToSay(text, target, native);
  if (after === undefined) {
    return undefined;
  }
  // Found only when a learner asks: most messages ask nothing, and finding the dictionaries reads the disk.
  const dictionary = (sources ?? installedMeaningSources()).shelf.dictionaries.find((shelved) => shelved.source === native && shelved.target === target)?.dictionary;
  if (!dictionary) {
    return undefined;
  }
  const quoted = QUOTED.exec(text)?.[1];
  const words = (quoted ?? after).replace(/^[\s¿¡,:;-]+|[\s,:;-]+$/gu, '').split(/\s+/).slice(0, MAX_WORDS);
  // The longest start of the words the dictionary knows ("coffee in Spanish" → "coffee").
  for (let size = words.length; size >= 1; size -= 1) {
    const word = words.slice(0, size).join(' ');
    const entries = [word, word.toLocaleLowerCase(native)].map((form) => dictionary.define(form)).find((found) => found.length > 0);
    const meaning = entries ? readableMeaning(meaningOfEntries(entries) ?? '') : '';
    if (meaning) {
      return fillTemplate(REPLY_FRAMES[target].saidAs, { word, meaning });
    }
  }
  return undefined;
}
