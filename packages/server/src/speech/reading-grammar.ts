import { LruCache } from './lru-cache.js';
import { minimalPairs, type PronouncingDictionary } from './pronouncing-dictionary.js';

/** Competing words per reference word: enough to catch a swapped sound, few enough that a faithful reading still wins. */
export const COMPETITORS_PER_WORD = 6;
/**
 * Prior weight of the reference word against all its competitors together: a competitor wins only when the sound is
 * clearly that word, so a faithful reading with an accent still comes out as the reference.
 */
const REFERENCE_WEIGHT = 1_000_000;
/** Reference words shorter than this many phones (a, of, the, is) get no competitors: their vowels blur in any reading. */
const MIN_PHONES_FOR_COMPETITORS = 3;

/** Common words never offered as what the learner said (vulgar or slurs), whatever their frequency in subtitles. */
const UNFIT = new Set(['cum', 'dick', 'dyke', 'fag', 'fuck', 'gay', 'hell', 'homo', 'nigga', 'piss', 'porn', 'sex', 'shit', 'slut', 'tit', 'whore', 'cock', 'cunt', 'damn', 'bitch', 'ass', 'crap', 'rape', 'kill']);

/** Minimal pairs already found, per dictionary and word (a reading repeats the words of the lesson). */
const found = new WeakMap<PronouncingDictionary, LruCache<string, string[]>>();

function competitorsOf(pronouncing: PronouncingDictionary, word: string, rank: (word: string) => number): string[] {
  let cache = found.get(pronouncing);
  if (!cache) {
    cache = new LruCache<string, string[]>(5000);
    found.set(pronouncing, cache);
  }
  let pairs = cache.get(word);
  if (!pairs) {
    // Homophones (sink, sync) sound the same: only the most common of them competes.
    const sounds = new Set<string>();
    pairs = minimalPairs(pronouncing, word, { limit: COMPETITORS_PER_WORD * 4, rank: (candidate) => (candidate.length < 3 || UNFIT.has(candidate) ? Infinity : rank(candidate)) }).filter((candidate) => {
      const sound = pronouncing.pronunciations(candidate)?.[0]?.join(' ') ?? candidate;
      const fresh = !sounds.has(sound);
      sounds.add(sound);
      return fresh;
    });
    cache.set(word, pairs);
  }
  return pairs;
}

/** A JSGF grammar and the small pronouncing dictionary that covers every word in it. */
export interface ReadingGrammar {
  jsgf: string;
  dictionary: string;
  /** The reference words the grammar holds, in order (words missing from the dictionary are left out). */
  words: string[];
}

/** Lower-case words of a text that a JSGF grammar can hold. */
export function grammarWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => /^[a-z]+$/.test(word));
}

/**
 * The grammar a reading is decoded with: for each reference word in order, the word itself, one of its minimal pairs
 * from the dictionary (ship → sheep, think → sink: one phone substituted; the most common words that `rank` knows,
 * vulgar ones left out), or nothing. A faithful reading comes out as the reference; a swapped sound comes out as the
 * competing word and a dropped word as nothing, so the scoring can fail. Null when no reference word is in the
 * dictionary.
 */
export function readingGrammar(referenceWords: readonly string[], pronouncing: PronouncingDictionary, rank: (word: string) => number): ReadingGrammar | null {
  const words = referenceWords.filter((word) => pronouncing.pronunciations(word));
  if (words.length === 0) {
    return null;
  }
  const reference = new Set(words);
  const used = new Set(words);
  const rules: string[] = [];
  const slots = words.map((word, index) => {
    const own = pronouncing.pronunciations(word) ?? [];
    const competitors =
      (own[0]?.length ?? 0) < MIN_PHONES_FOR_COMPETITORS
        ? []
        : competitorsOf(pronouncing, word, rank)
            .filter((candidate) => !reference.has(candidate))
            .filter((candidate) => pronouncing.pronunciations(candidate)?.some((phones) => own.some((mine) => mine.length === phones.length)))
            .slice(0, COMPETITORS_PER_WORD);
    if (competitors.length === 0) {
      return `[ ${word} ]`;
    }
    rules.push(`<competing${index}> = ${competitors.join(' | ')} ;`);
    competitors.forEach((candidate) => used.add(candidate));
    return `[ /${REFERENCE_WEIGHT}/ ${word} | /1/ <competing${index}> ]`;
  });
  const jsgf = `#JSGF V1.0;\ngrammar reading;\npublic <reading> = ${slots.join(' ')} ;\n${rules.join('\n')}\n`;
  const dictionary = [...used]
    .flatMap((word) => (pronouncing.pronunciations(word) ?? []).map((phones, index) => `${word}${index === 0 ? '' : `(${index + 1})`} ${phones.join(' ')}`))
    .join('\n');
  return { jsgf, dictionary: `${dictionary}\n`, words };
}
