import type { LanguageCode } from '@parla/contract';
import type { AnswerPattern, KeywordList } from './content/content-types.js';

/** Most expansions of one pattern (alternatives multiply). */
const MAX_EXPANSIONS = 256;

/** Languages written without spaces between words: keywords match anywhere and spaces never count. */
const UNSPACED: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['ja', 'zh']);

/** Languages where learners' spacing between words is not judged (Korean spacing rules are hard and rarely decide meaning). */
const SPACING_TOLERANT: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['ko']);

/** Languages whose marks are not accents (kana voicing marks, Hangul): never stripped. */
const NO_ACCENTS: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['ja', 'ko', 'zh']);

function expandSequence(text: string, start: number, stops: string): { results: string[]; end: number } {
  let results = [''];
  let index = start;
  let literal = '';
  const flush = () => {
    if (literal) {
      results = results.map((result) => result + literal);
      literal = '';
    }
  };
  while (index < text.length && !stops.includes(text[index] ?? '')) {
    const character = text[index] ?? '';
    if (character === '[' || character === '(') {
      flush();
      const inner = expandAlternatives(text, index + 1, character === '[' ? ']' : ')');
      const options = character === '(' ? [...inner.results, ''] : inner.results;
      results = results.flatMap((result) => options.map((option) => result + option)).slice(0, MAX_EXPANSIONS);
      index = inner.end + 1;
      continue;
    }
    literal += character;
    index += 1;
  }
  flush();
  return { results, end: index };
}

function expandAlternatives(text: string, start: number, close: string): { results: string[]; end: number } {
  const results: string[] = [];
  let index = start;
  for (;;) {
    const sequence = expandSequence(text, index, `|${close}`);
    results.push(...sequence.results);
    index = sequence.end;
    if (text[index] !== '|') {
      return { results: results.slice(0, MAX_EXPANSIONS), end: index };
    }
    index += 1;
  }
}

/** Every answer a pattern accepts, the model answer first (see `AnswerPattern`). */
export function expandPattern(pattern: AnswerPattern): string[] {
  const expanded = expandAlternatives(pattern, 0, '').results.map((answer) => answer.replace(/\s+/g, ' ').replace(/\s+([,.!?;:])/g, '$1').trim());
  return [...new Set(expanded.filter((answer) => answer.length > 0))];
}

/** The answer shown to learners: the pattern's first expansion. */
export function modelAnswer(pattern: AnswerPattern): string {
  return expandPattern(pattern)[0] ?? pattern;
}

/** Lower case, no punctuation or symbols, apostrophes (the Ukrainian ʼ too) and hyphens as spaces, single spaces (none in Japanese and Chinese). */
export function normalizeAnswer(text: string, language: LanguageCode): string {
  const lower = text.normalize('NFC').toLocaleLowerCase(language === 'tr' ? 'tr' : 'en');
  const bare = lower.replace(/[\p{P}\p{S}\u02BC]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return UNSPACED.has(language) ? bare.replace(/\s+/g, '') : bare;
}

/** Letters with a mark that Unicode does not decompose, and what learners without the key type instead. */
const UNDECOMPOSED: Readonly<Record<string, string>> = { ı: 'i', ł: 'l', đ: 'd', ß: 'ss' };

/** The text without accents (é → e, ü → u, ł → l, ß → ss); unchanged in Japanese, Korean and Chinese. */
export function stripAccents(text: string, language: LanguageCode): string {
  if (NO_ACCENTS.has(language)) {
    return text;
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ıłđß]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .normalize('NFC');
}


/** How far apart two strings are: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  let previous = right.map((_, index) => index + 1);
  previous.unshift(0);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** The verdict on one answer. */
export interface AnswerJudgement {
  /** `right` (accepted, maybe with accent slips), `close` (one or two letters off: not accepted) or `wrong`. */
  verdict: 'right' | 'close' | 'wrong';
  /** The accepted answer the learner gave (or came closest to), as written in the data. */
  matched: string;
  /** Words written without their accents: [as written, right]. */
  accentSlips: Array<[string, string]>;
}

/**
 * Whether `part` appears in `whole` as whole words. Japanese and Chinese have no spaces to tell words apart: there the
 * answer counts inside a longer message only as the whole sentence of `clue` with its blank filled.
 */
function containsWords(whole: string, part: string, language: LanguageCode, clue: string | undefined): boolean {
  if (UNSPACED.has(language)) {
    return clue !== undefined && whole.includes(normalizeAnswer(clue.replace('___', part), language));
  }
  return ` ${whole} `.includes(` ${part} `);
}

function accentSlips(learner: string, answer: string, language: LanguageCode): Array<[string, string]> {
  const slips: Array<[string, string]> = [];
  const learnerWords = learner.split(' ');
  for (const word of answer.split(' ')) {
    const plain = stripAccents(word, language);
    const written = learnerWords.find((candidate) => candidate !== word && stripAccents(candidate, language) === plain);
    if (written !== undefined && plain !== word) {
      slips.push([written, word]);
    }
  }
  return slips;
}

/** Options of `judgeAnswer`. */
export interface JudgeOptions {
  /** Accept the answer inside a longer message ("Yo tengo dos hermanos" for "tengo"). Default false. */
  within?: boolean;
  /** The sentence with a `___` blank the answer fills (how a longer message is read in Japanese and Chinese). */
  clue?: string | undefined;
}

/**
 * Judges a learner's answer against a pattern, tolerating case, punctuation and spacing, accepting a missing
 * or wrong accent (reported as a slip), and calling one or two letters off `close` (still not accepted).
 */
export function judgeAnswer(pattern: AnswerPattern, text: string, language: LanguageCode, options: JudgeOptions = {}): AnswerJudgement {
  const learner = normalizeAnswer(text, language);
  const learnerPlain = stripAccents(learner, language);
  const answers = expandPattern(pattern);
  const accepts = (candidate: string, written: string) =>
    written === candidate ||
    (options.within === true && containsWords(written, candidate, language, options.clue)) ||
    (SPACING_TOLERANT.has(language) && written.replace(/ /g, '') === candidate.replace(/ /g, ''));
  for (const answer of answers) {
    if (accepts(normalizeAnswer(answer, language), learner)) {
      return { verdict: 'right', matched: answer, accentSlips: [] };
    }
  }
  for (const answer of answers) {
    const normal = normalizeAnswer(answer, language);
    if (accepts(stripAccents(normal, language), learnerPlain)) {
      return { verdict: 'right', matched: answer, accentSlips: accentSlips(learner, normal, language) };
    }
  }
  let closest = answers[0] ?? pattern;
  let distance = Number.POSITIVE_INFINITY;
  for (const answer of answers) {
    const gap = editDistance(stripAccents(normalizeAnswer(answer, language), language), learnerPlain);
    if (gap < distance) {
      distance = gap;
      closest = answer;
    }
  }
  const allowed = Math.max(1, Math.min(2, Math.floor(Array.from(closest).length / 8)));
  return { verdict: distance <= allowed && learner.length > 0 ? 'close' : 'wrong', matched: closest, accentSlips: [] };
}

/** A keyword as {@link findKeyword} compares it: normalised (`written`) and without accents (`key`). */
interface PreparedKeyword {
  keyword: string;
  written: string;
  key: string;
  /** Words in the key. */
  size: number;
  /** Letters (code points) in the key. */
  points: number;
}

/** Most keyword lists kept prepared (the tutor's content has a few thousand; a bound all the same). */
const PREPARED_LISTS_MAX = 20_000;

/** Prepared keyword lists by language, then by list (keyed by the list itself, whose hash the engine keeps). */
const preparedLists = new Map<LanguageCode, Map<KeywordList, PreparedKeyword[]>>();
let preparedCount = 0;

/**
 * A keyword list's keywords, normalised once per list and language instead of on every look-up (a free-conversation
 * reply looks the learner's message up in every topic's list: most of the embedded tutor's CPU per turn).
 */
function preparedKeywords(keywords: KeywordList, language: LanguageCode): PreparedKeyword[] {
  let lists = preparedLists.get(language);
  if (!lists) {
    lists = new Map();
    preparedLists.set(language, lists);
  }
  let prepared = lists.get(keywords);
  if (!prepared) {
    prepared = keywords.split('|').map((keyword) => {
      const written = normalizeAnswer(keyword, language);
      const key = stripAccents(written, language);
      return { keyword, written, key, size: key.split(' ').length, points: Array.from(key).length };
    });
    if (preparedCount >= PREPARED_LISTS_MAX) {
      preparedLists.clear();
      preparedCount = 0;
      lists = new Map();
      preparedLists.set(language, lists);
    }
    lists.set(keywords, prepared);
    preparedCount += 1;
  }
  return prepared;
}

/** The learner's text as {@link findKeyword} compares it (its names worked out when first needed). */
interface NormalizedText {
  text: string;
  language: LanguageCode;
  plain: string;
  words: string[];
  plainWords: string[];
  names?: Set<string>;
  /** The text's phrases of each length in words (without accents), by length: index i starts at word i. */
  phrases: Map<number, string[]>;
}

/** The last text looked up: a reply looks the same message up in many lists in a row. */
let lastText: NormalizedText | undefined;

function normalizedText(text: string, language: LanguageCode): NormalizedText {
  if (lastText?.text !== text || lastText.language !== language) {
    const learner = normalizeAnswer(text, language);
    const plain = stripAccents(learner, language);
    lastText = { text, language, plain, words: learner.split(' '), plainWords: plain.split(' '), phrases: new Map() };
  }
  return lastText;
}

/** The text's phrases of `size` words (without accents), worked out once per text and size. */
function phrasesOf(text: NormalizedText, size: number): string[] {
  let phrases = text.phrases.get(size);
  if (!phrases) {
    phrases = [];
    for (let index = 0; index + size <= text.plainWords.length; index += 1) {
      phrases.push(size === 1 ? (text.plainWords[index] ?? '') : text.plainWords.slice(index, index + size).join(' '));
    }
    text.phrases.set(size, phrases);
  }
  return phrases;
}

/**
 * Whether two words can be one letter apart: one edit leaves the first letters aligned, or the second ones, or one
 * shifted by a letter (a cheap test that spares most edit distances).
 */
function maybeOneEditApart(a: string, b: string): boolean {
  return a[0] === b[0] || a[1] === b[1] || a[0] === b[1] || a[1] === b[0];
}

/**
 * The first keyword of the list found in the text, with the learner's own word that matched it, or undefined.
 * Keywords match at the start of a word (anywhere in Japanese and Chinese), ignoring case and accents; with `typos`,
 * a keyword of five letters or more also matches with one letter wrong, added or missing, in a word that is neither a
 * name nor `known` (a word of the language spelt right); with `compoundHeads`, at the end of a compound too.
 */
export function findKeyword(
  keywords: KeywordList,
  text: string,
  language: LanguageCode,
  options: { typos?: boolean; known?: (word: string) => boolean; compoundHeads?: boolean } = {},
): { keyword: string; word: string } | undefined {
  const prepared = normalizedText(text, language);
  const { plain, words } = prepared;
  const names = options.typos === true ? (prepared.names ??= namesIn(text, language)) : new Set<string>();
  for (const { keyword, key, written, size, points } of preparedKeywords(keywords, language)) {
    if (!key) {
      continue;
    }
    if (UNSPACED.has(language)) {
      if (plain.includes(key)) {
        return { keyword, word: keyword };
      }
      continue;
    }
    const phrases = phrasesOf(prepared, size);
    for (let index = 0; index < phrases.length; index += 1) {
      const phrase = phrases[index] ?? '';
      // With `compoundHeads`, a one-word keyword of 4 letters or more also ends a compound ("Apfelsaft" has "saft").
      const head = options.compoundHeads === true && size === 1 && key.length >= MIN_COMPOUND_HEAD && phrase.endsWith(key);
      if (head) {
        return { keyword, word: words[index] ?? keyword };
      }
      if (phrase.startsWith(key)) {
        // Quoted back as the learner wrote it only when its accents are right: a tutor never repeats a slip ("musica").
        const said = words.slice(index, index + size).join(' ');
        const accentsRight = said.startsWith(written) || written === stripAccents(written, language);
        return { keyword, word: accentsRight ? said : keyword };
      }
      // A slip in a longer word still names the topic ("perrro"); the keyword is quoted back, not the slip.
      // …but never a name: "vivo en Madrid" is not a slip for "madre".
      if (
        options.typos === true &&
        key.length >= MIN_TYPO_KEYWORD &&
        // A phrase shorter than the key by two letters or more is at least two edits away (skips the distance).
        phrase.length >= points - 1 &&
        maybeOneEditApart(phrase, key) &&
        !names.has(phrase) &&
        // …nor a word of the language spelt right: "perdona" is no slip for "perro", "hier" none for "hiver".
        options.known?.(words.slice(index, index + size).join(' ')) !== true &&
        [0, 1].some((extra) => editDistance(phrase.slice(0, key.length + extra), key) === 1)
      ) {
        return { keyword, word: keyword };
      }
    }
  }
  return undefined;
}

/**
 * The words the learner capitalised inside a sentence, lower-cased without accents: names, which a typo match must not
 * take for a topic's keyword. German capitalises every noun, so there none count.
 */
function namesIn(text: string, language: LanguageCode): Set<string> {
  if (language === 'de') {
    return new Set();
  }
  const names = Array.from(text.matchAll(/(?<![.!?¡¿]\s*)(?<=\S\s+)\p{Lu}[\p{L}\p{M}]*/gu), (match) => stripAccents(match[0].toLowerCase(), language));
  return new Set(names);
}

/** Shortest keyword found as the head (end) of a compound word ("saft" in "Apfelsaft"; shorter ones end too many words). */
const MIN_COMPOUND_HEAD = 4;

/** Shortest keyword found with one letter wrong, added or missing (shorter ones would match unrelated words). */
const MIN_TYPO_KEYWORD = 5;
