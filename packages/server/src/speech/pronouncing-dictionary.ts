import { readFile } from 'node:fs/promises';

/** A pronouncing dictionary: each word with its pronunciations as ARPAbet phones (CMU dict format). */
export interface PronouncingDictionary {
  /** Pronunciations of a lower-case word (stress marks removed), or undefined when it is not in the dictionary. */
  pronunciations(word: string): readonly (readonly string[])[] | undefined;
  /** Every entry, in file order: the word and one pronunciation. */
  readonly entries: ReadonlyArray<{ word: string; phones: readonly string[] }>;
  /** The entries whose pronunciation has `length` phones. */
  entriesOfLength(length: number): ReadonlyArray<{ word: string; phones: readonly string[] }>;
}

/** Parses CMU-dict lines (`word(2) P H O N E S`), the format of pocketsphinx-en-us's `cmudict-en-us.dict`. */
export function parsePronouncingDictionary(text: string): PronouncingDictionary {
  const byWord = new Map<string, string[][]>();
  const entries: Array<{ word: string; phones: string[] }> = [];
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    const head = parts[0];
    if (!head || parts.length < 2 || head.startsWith(';;;')) {
      continue;
    }
    const word = head.replace(/\(\d+\)$/, '').toLowerCase();
    const phones = parts.slice(1).map((phone) => phone.replace(/\d$/, ''));
    const list = byWord.get(word) ?? [];
    list.push(phones);
    byWord.set(word, list);
    entries.push({ word, phones });
  }
  const byLength = new Map<number, Array<{ word: string; phones: string[] }>>();
  for (const entry of entries) {
    const list = byLength.get(entry.phones.length) ?? [];
    list.push(entry);
    byLength.set(entry.phones.length, list);
  }
  return { pronunciations: (word) => byWord.get(word.toLowerCase()), entries, entriesOfLength: (length) => byLength.get(length) ?? [] };
}

const loaded = new Map<string, Promise<PronouncingDictionary>>();

/** Reads and parses a dictionary file once per path. */
export function loadPronouncingDictionary(path: string): Promise<PronouncingDictionary> {
  let dictionary = loaded.get(path);
  if (!dictionary) {
    dictionary = readFile(path, 'utf8').then(parsePronouncingDictionary);
    dictionary.catch(() => loaded.delete(path));
    loaded.set(path, dictionary);
  }
  return dictionary;
}

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
/** Consonants learners of English confuse most (th, v/w, r/l, voicing at the end of a word). */
const CONFUSED_CONSONANTS = [['TH', 'S'], ['TH', 'F'], ['TH', 'T'], ['DH', 'D'], ['DH', 'Z'], ['V', 'W'], ['V', 'B'], ['R', 'L'], ['S', 'Z'], ['SH', 'CH'], ['D', 'T'], ['G', 'K'], ['B', 'P']];

/** Whether swapping phone `a` for `b` is a confusion learners typically make (vowel for vowel, th for s…). */
export function confusablePhones(a: string, b: string): boolean {
  return (VOWELS.has(a) && VOWELS.has(b)) || CONFUSED_CONSONANTS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
}

/** Whether two phone sequences of one length differ in one typically confused phone. */
function typicalConfusion(a: readonly string[], b: readonly string[]): boolean {
  const differing = a.flatMap((phone, index) => (phone === b[index] ? [] : [[phone, b[index] ?? '']]));
  return a.length === b.length && differing.length === 1 && confusablePhones(differing[0]![0]!, differing[0]![1]!);
}

/** Whether two phone sequences differ by exactly one substituted, inserted or deleted phone. */
export function oneEditApart(a: readonly string[], b: readonly string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) {
    return false;
  }
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < shorter.length && j < longer.length) {
    if (shorter[i] === longer[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) {
      return false;
    }
    if (shorter.length === longer.length) {
      i += 1;
    }
    j += 1;
  }
  return edits + (longer.length - j) + (shorter.length - i) === 1;
}

/**
 * Words a learner may say instead of `word`: its minimal pairs (one phone substituted, added or dropped, e.g. ship →
 * sheep, think → sink), alphabetic words that `rank` knows (finite rank, lower = more common) and that sound different
 * from every pronunciation of `word`; at most `limit`: typical confusions first (ship → sheep, think → sink), then other
 * substitutions, then added or dropped phones, the most common first within each.
 */
export function minimalPairs(dictionary: PronouncingDictionary, word: string, options: { limit?: number; rank?: (word: string) => number } = {}): string[] {
  const limit = options.limit ?? 24;
  const rank = options.rank ?? (() => 0);
  const own = dictionary.pronunciations(word);
  if (!own) {
    return [];
  }
  const ownKeys = new Set(own.map((phones) => phones.join(' ')));
  const lengths = new Set(own.flatMap((phones) => [phones.length - 1, phones.length, phones.length + 1]));
  const found = new Map<string, { kind: number; rank: number }>();
  for (const entry of [...lengths].flatMap((length) => dictionary.entriesOfLength(length))) {
    if (entry.word === word || ownKeys.has(entry.phones.join(' ')) || !/^[a-z]+$/.test(entry.word)) {
      continue;
    }
    const mine = own.find((phones) => oneEditApart(phones, entry.phones));
    if (!mine) {
      continue;
    }
    const known = rank(entry.word);
    if (!Number.isFinite(known)) {
      continue;
    }
    const kind = typicalConfusion(mine, entry.phones) ? 0 : mine.length === entry.phones.length ? 1 : 2;
    found.set(entry.word, { kind: Math.min(kind, found.get(entry.word)?.kind ?? 2), rank: known });
  }
  return [...found]
    .filter(([candidate]) => dictionary.pronunciations(candidate)?.every((phones) => !ownKeys.has(phones.join(' '))) ?? false)
    .sort((left, right) => left[1].kind - right[1].kind || left[1].rank - right[1].rank || left[0].localeCompare(right[0]))
    .slice(0, limit)
    .map(([candidate]) => candidate);
}
