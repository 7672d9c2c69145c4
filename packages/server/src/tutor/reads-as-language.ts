/** Words shorter than this are not counted: "me", "un", "no", "is" belong to many languages. */
const MIN_COUNTED_LETTERS = 3;

/** Most words judged: the first ones are a fair sample, and judging an unknown word tries hundreds of spellings. */
const MAX_JUDGED_WORDS = 24;

/**
 * Whether a text reads as the language its words are judged in: more than half of its words of three
 * letters or more are known. "Hola, me llamo Ada" in English (neither "Hola" nor "llamo" known) or
 * "i dont understand" in French (only "dont") does not, so spelling hints would be nonsense; "I realy
 * like it" does ("realy" is one slip from "really"). A text with no word that long gives no evidence,
 * and reads as the language. Stops judging once the answer is certain.
 *
 * @param words the text's words, in order (see `spellingCandidates`)
 * @param isKnown whether the language's dictionary knows a word, or it is one slip away from a word it knows
 */
export function readsAsLanguage(words: readonly string[], isKnown: (word: string) => boolean): boolean {
  const counted = words.filter((word) => Array.from(word).length >= MIN_COUNTED_LETTERS).slice(0, MAX_JUDGED_WORDS);
  let known = 0;
  let unknown = 0;
  for (const word of counted) {
    if (isKnown(word)) {
      known += 1;
    } else {
      unknown += 1;
    }
    if (known * 2 > counted.length) {
      return true;
    }
    if (unknown * 2 >= counted.length) {
      return false;
    }
  }
  return true;
}
