/** Most words sent to the dictionary from one text. */
const MAX_WORDS = 60;

/** Tokens that are not prose: numbers, links, addresses, handles and hashtags. */
const NOT_PROSE = /\d|:\/\/|^www\.|@|^#|\.[a-z]{2,}\//i;

/** A token that ends a sentence (closing quotes and brackets allowed after the mark). */
const ENDS_SENTENCE = /[.!?…。！？]["'»”’)\]]*$/;

/** A word: letters, inner apostrophes and hyphens. */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

function isAllCapitals(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

/**
 * The words of a learner's text worth spell-checking, once each, in order: proper names
 * (capitalised words that do not start a sentence), acronyms, numbers, links and emoji are left out.
 */
export function spellingCandidates(text: string): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  let sentenceStart = true;
  for (const tokenMatch of text.matchAll(/\S+/g)) {
    const token = tokenMatch[0];
    const startsSentence = sentenceStart;
    sentenceStart = ENDS_SENTENCE.test(token);
    if (NOT_PROSE.test(token)) {
      continue;
    }
    let firstInToken = true;
    for (const wordMatch of token.matchAll(WORD)) {
      const word = wordMatch[0].replace(/['’-]+$/, '');
      const initial = startsSentence && firstInToken;
      firstInToken = false;
      const key = word.toLowerCase();
      if (word.length < 2 || seen.has(key) || isAllCapitals(word) || (isCapitalised(word) && !initial)) {
        continue;
      }
      seen.add(key);
      words.push(word);
      if (words.length >= MAX_WORDS) {
        return words;
      }
    }
  }
  return words;
}
