import { readFile } from 'node:fs/promises';
import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

// Russian adjective–noun gender agreement with the installed Hunspell dictionary (`dictionary-ru`, LibreOffice's
// Russian dictionary) as the morphological lexicon. Its affix classes are declension patterns, not genders, so the
// gender comes from the class and the ending together: adjectives are the words of class A ending in -ый/-ий/-ой;
// feminine nouns those of the first declension (classes I, G and H) ending in -а/-я, less the masculine and
// common-gender ones listed below (папа, мужчина, коллега…); neuter nouns those of classes K and J ending in -о/-е/-ё.
// Nouns in -ь (день, ночь) have no gender in the data and are never judged.

/** Masculine and common-gender nouns of the first declension: a masculine adjective is right before them. */
const NOT_FEMININE = new Set(
  'папа папочка дядя владыка вышибала злюка дядюшка дедушка батюшка мужчина юноша слуга судья коллега сирота староста воевода вельможа мальчишка парнишка братишка старикашка бедняга работяга бродяга пьяница умница неряха плакса соня обжора зануда невежда растяпа тихоня задира забияка выскочка недотрога сластёна сластена левша правша убийца кроха малютка запевала ябеда жадина лакомка молодчина детина глава'.split(' '),
);

interface RussianLexicon {
  adjectives: ReadonlySet<string>;
  feminine: ReadonlySet<string>;
  neuter: ReadonlySet<string>;
}

let lexicon: RussianLexicon | null | undefined;
let loading: Promise<RussianLexicon | null> | undefined;

/** Lines parsed between two yields to the event loop (the file has 146,000). */
const LINES_PER_SLICE = 20_000;

async function readLexicon(): Promise<RussianLexicon | null> {
  try {
    const dic = await readFile(new URL('index.dic', import.meta.resolve('dictionary-ru')), 'utf8');
    const words = { adjectives: new Set<string>(), feminine: new Set<string>(), neuter: new Set<string>() };
    let at = 0;
    for (let line = 0; at < dic.length; line += 1) {
      const end = dic.indexOf('\n', at) === -1 ? dic.length : dic.indexOf('\n', at);
      const slash = dic.indexOf('/', at);
      if (slash > at && slash < end) {
        const word = dic.slice(at, slash);
        const flags = dic.slice(slash + 1, end);
        const last = word.charAt(word.length - 1);
        if (word !== word.toLowerCase()) {
          // Names (Москва, Миша) are left out: their gender is not the class's.
        } else if (flags.includes('A') && /(ый|ий|ой)$/.test(word)) {
          words.adjectives.add(word);
        } else if ((flags === 'I' || flags === 'G' || flags === 'H') && (last === 'а' || last === 'я') && !NOT_FEMININE.has(word)) {
          words.feminine.add(word);
        } else if ((flags === 'K' || flags === 'J') && (last === 'о' || last === 'е' || last === 'ё')) {
          words.neuter.add(word);
        }
      }
      at = end + 1;
      if (line % LINES_PER_SLICE === LINES_PER_SLICE - 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return words;
  } catch {
    return null;
  }
}

/**
 * Loads the lexicon from the dictionary's word list once (about 3.5 MB), in slices so that the server keeps answering
 * meanwhile; resolves when it is ready (null when the package is absent). The rule finds nothing until then.
 */
export function loadRussianLexicon(): Promise<RussianLexicon | null> {
  loading ??= readLexicon().then((words) => (lexicon = words));
  return loading;
}

/** Possessives and этот, which the dictionary lists without classes: their feminine and neuter forms. */
const DETERMINERS: Readonly<Record<string, readonly [string, string]>> = { мой: ['моя', 'моё'], твой: ['твоя', 'твоё'], свой: ['своя', 'своё'], наш: ['наша', 'наше'], ваш: ['ваша', 'ваше'], этот: ['эта', 'это'] };

/** The feminine or neuter nominative of a masculine adjective: красивый → красивая/красивое, синий → синяя/синее, русский → русская/русское, большой → большая/большое. */
export function russianAdjectiveForm(adjective: string, gender: 'f' | 'n'): string {
  const determiner = DETERMINERS[adjective];
  if (determiner) {
    return determiner[gender === 'f' ? 0 : 1];
  }
  const stem = adjective.slice(0, -2);
  const before = stem.charAt(stem.length - 1);
  if (adjective.endsWith('ий') && !'гкх'.includes(before)) {
    // Soft stems (синий) and stems in ж, ш, ч, щ (хороший): -яя/-ее, but -ая after a hushing consonant.
    return stem + (gender === 'f' ? ('жшчщ'.includes(before) ? 'ая' : 'яя') : 'ее');
  }
  return stem + (gender === 'f' ? 'ая' : 'ое');
}

/**
 * A masculine adjective or possessive right before a feminine or neuter noun in its dictionary form: "красивый машина" →
 * "красивая машина", "новый окно" → "новое окно", "мой мама" → "моя мама". Only the nominative forms of both are judged; nothing while the
 * lexicon loads (the reviewer waits for it as for a dictionary, see `GRAMMAR_LEXICONS`).
 */
export const russianAgreementRule: GrammarRule = ({ text, tokens }) => {
  const words = lexicon;
  if (words === undefined) {
    void loadRussianLexicon();
  }
  const findings: Finding[] = [];
  for (const adjective of tokens) {
    const noun = tokens[adjective.index + 1];
    if (!words || !noun || noun.text !== noun.lower || !adjacent(text, adjective, noun) || !(words.adjectives.has(adjective.lower) || adjective.lower in DETERMINERS)) {
      continue;
    }
    const gender = words.feminine.has(noun.lower) ? 'f' : words.neuter.has(noun.lower) ? 'n' : undefined;
    if (gender !== undefined) {
      findings.push({ start: adjective.start, end: adjective.end, replacement: inCaseOf(adjective.text, russianAdjectiveForm(adjective.lower, gender)), category: 'agreement', explanation: 'agreement', values: { noun: noun.text } });
    }
  }
  return findings;
};
