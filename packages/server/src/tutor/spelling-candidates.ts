/** Most words sent to the dictionary from one text. */
const MAX_WORDS = 60;

/** Tokens that are not prose: numbers, links, addresses, handles and hashtags. */
const NOT_PROSE = /\d|:\/\/|^www\.|@|^#|\.[a-z]{2,}\//i;

/** A token that ends a sentence (closing quotes and brackets allowed after the mark). */
const ENDS_SENTENCE = /[.!?…。！？]["'»”’)\]]*$/;

/** A word: letters, inner apostrophes and hyphens. */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/** Whether a word starts with a capital letter. */
export function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

function isAllCapitals(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

/** A word to spell-check, where it is, and whether it may be a name. */
export interface SpellingToken {
  word: string;
  start: number;
  end: number;
  /** Capitalised without starting a sentence: a name, or (in German) a noun. */
  capitalisedInside: boolean;
}

/** The words of a message worth spell-checking, capitalised ones included; numbers, links, handles, acronyms and emoji left out. */
export function spellingTokens(text: string): SpellingToken[] {
  const tokens: SpellingToken[] = [];
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
      if (Array.from(word).length < 2 || isAllCapitals(word)) {
        continue;
      }
      const start = tokenMatch.index + wordMatch.index;
      tokens.push({ word, start, end: start + word.length, capitalisedInside: isCapitalised(word) && !initial });
    }
  }
  return tokens;
}

/**
 * The words of a learner's text worth spell-checking, once each, in order: proper names
 * (capitalised words that do not start a sentence), acronyms, numbers, links and emoji are left out.
 */
export function spellingCandidates(text: string): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const token of spellingTokens(text)) {
    const key = token.word.toLowerCase();
    if (token.capitalisedInside || seen.has(key)) {
      continue;
    }
    seen.add(key);
    words.push(token.word);
    if (words.length >= MAX_WORDS) {
      break;
    }
  }
  return words;
}
