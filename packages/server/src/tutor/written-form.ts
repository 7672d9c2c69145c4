import type { LanguageCode } from '@parla/contract';
import { normalizeAnswer, stripAccents } from './answer-match.js';
import { CONTENT } from './content/all-content.js';

const fold = (text: string, language: LanguageCode) => stripAccents(normalizeAnswer(text, language), language);

/** Every string inside a value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return value !== null && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
}

/** Words the tutor's German texts write only with a capital inside a sentence: nouns ("Tisch", "Kaffee"), lower case. */
let germanNouns: ReadonlySet<string> | undefined;

function nounsOfGerman(): ReadonlySet<string> {
  if (germanNouns === undefined) {
    // The texts, not the keyword lists ("kaffee|tee"), which are written in lower case to be matched.
    const text = stringsOf(CONTENT.de).filter((string) => !string.includes('|') && !/^[\p{Ll}\s]+$/u.test(string)).join('\n');
    const capitalInside = new Set<string>();
    const lower = new Set<string>();
    for (const match of text.matchAll(/\p{L}+/gu)) {
      const word = match[0];
      const opensSentence = /^[.!?:;"„“«(–—\s]*$/u.test(text.slice(Math.max(0, (match.index ?? 0) - 3), match.index ?? 0));
      if (/^\p{Ll}/u.test(word)) {
        lower.add(word);
      } else if (!opensSentence) {
        capitalInside.add(word.toLowerCase());
      }
    }
    germanNouns = new Set([...capitalInside].filter((word) => !lower.has(word)));
  }
  return germanNouns;
}

/**
 * A German word the tutor quotes back from the learner's message (`found`, as the keyword look-up gives it: lower case),
 * as the learner wrote it ("Kaffee", never „kaffee“); a noun the learner wrote in lower case, as the tutor's texts write
 * it ("tisch" → „Tisch“). A word not in the message, or of another language, stays as it is.
 */
export function asWritten(language: LanguageCode, found: string, message: string): string {
  if (language !== 'de') {
    // Elsewhere a word is quoted in lower case, as the look-up gives it ("Perro grande…" → «perro»).
    return found;
  }
  const size = found.trim().split(/\s+/).length;
  const tokens = Array.from(message.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}]+)*/gu), (match) => match[0]);
  const key = fold(found, language);
  let written = found;
  for (let index = 0; index + size <= tokens.length; index += 1) {
    const phrase = tokens.slice(index, index + size).join(' ');
    if (fold(phrase, language) === key) {
      written = phrase;
      break;
    }
  }
  return written
    .split(' ')
    .map((word) => (/^\p{Ll}/u.test(word) && nounsOfGerman().has(word.toLowerCase()) ? word.charAt(0).toLocaleUpperCase('de') + word.slice(1) : word))
    .join(' ');
}
