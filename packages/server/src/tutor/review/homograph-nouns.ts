import type { LanguageCode } from '@parla/contract';
import { foldAccents } from '../best-suggestion.js';
import { FRENCH_NOUNS, ITALIAN_NOUNS, PORTUGUESE_NOUNS, SPANISH_NOUNS } from './lexicon/noun-genders.js';
import { frenchPlural, italianPlural, nounLexicon, portuguesePlural, spanishPlural, type Gender, type NounForm } from './lexicon/noun-lexicon.js';
import { FREQUENCY_MARGIN, frequencyRank, listedSpellings } from './frequency-spellings.js';

// A word right both with and without its accent (see accent-homographs.ts) is left to context rules, but where the
// unaccented word is rare and a determiner asks for a noun, the accented noun is what was meant: "o meu avo" (a
// fraction's part) → "o meu avô". Between two accented nouns (avô, avó) the determiner's gender decides; when nothing
// decides, the word is reported as one spelling could not judge rather than passed.

/** Determiners after which a noun comes, with the gender they show (undefined: either). */
const DETERMINERS: Partial<Record<LanguageCode, Readonly<Record<string, Gender | undefined>>>> = {
  pt: { o: 'm', a: 'f', os: 'm', as: 'f', um: 'm', uma: 'f', meu: 'm', minha: 'f', teu: 'm', tua: 'f', seu: 'm', sua: 'f', nosso: 'm', nossa: 'f', do: 'm', da: 'f', no: 'm', na: 'f', ao: 'm', este: 'm', esta: 'f', esse: 'm', essa: 'f' },
  es: { el: 'm', la: 'f', un: 'm', una: 'f', mi: undefined, tu: undefined, su: undefined, nuestro: 'm', nuestra: 'f', del: 'm', al: 'm' },
  it: { il: 'm', lo: 'm', la: 'f', un: 'm', uno: 'm', una: 'f', mio: 'm', mia: 'f', tuo: 'm', tua: 'f', suo: 'm', sua: 'f', nostro: 'm', nostra: 'f', del: 'm', della: 'f' },
  fr: { le: 'm', la: 'f', un: 'm', une: 'f', mon: undefined, ma: 'f', ton: undefined, ta: 'f', son: undefined, sa: 'f', du: 'm', au: 'm', ce: 'm', cette: 'f' },
};

/**
 * Accent pairs that are two nouns of different gender, by gender (kept out of the agreement lexicon: their plurals
 * meet, "os avós" being the grandparents).
 */
const PAIRED_NOUNS: Partial<Record<LanguageCode, Readonly<Record<string, Gender>>>> = {
  pt: { avô: 'm', avó: 'f' },
};

const NOUNS: Partial<Record<LanguageCode, ReadonlyMap<string, Pick<NounForm, 'gender'>>>> = {
  pt: new Map([...nounLexicon(PORTUGUESE_NOUNS, portuguesePlural), ...Object.entries(PAIRED_NOUNS.pt ?? {}).map(([word, gender]) => [word, { gender }] as const)]),
  es: nounLexicon(SPANISH_NOUNS, spanishPlural),
  it: nounLexicon(ITALIAN_NOUNS, italianPlural),
  fr: nounLexicon(FRENCH_NOUNS, frenchPlural),
};

/** What to do with a rare homograph after a determiner: the accented noun meant, or that spelling cannot judge it. */
export type HomographNoun = { replacement: string } | 'undecided';

/**
 * The accented noun a rare homograph stands for after a determiner ("meu avo" → "avô"), 'undecided' when two fit and
 * the determiner's gender does not choose, undefined when the word is not such a case (common, or no determiner).
 */
export function homographNoun(language: LanguageCode, written: string, previous: string | undefined, onlyAddsMarks: (written: string, accented: string) => boolean): HomographNoun | undefined {
  const determiners = DETERMINERS[language];
  const lower = written.toLocaleLowerCase(language);
  if (!determiners || previous === undefined || !(previous.toLocaleLowerCase(language) in determiners)) {
    return undefined;
  }
  const writtenRank = frequencyRank(language, lower);
  const candidates = listedSpellings(language, lower).filter((spelling) => spelling !== lower && foldAccents(spelling) === foldAccents(lower) && onlyAddsMarks(lower, spelling) && frequencyRank(language, spelling) * FREQUENCY_MARGIN <= writtenRank);
  if (candidates.length === 0) {
    return undefined;
  }
  const gender = determiners[previous.toLocaleLowerCase(language)];
  const fitting = candidates.filter((candidate) => {
    const noun = NOUNS[language]?.get(candidate);
    return gender === undefined || noun === undefined || noun.gender === gender;
  });
  const known = fitting.filter((candidate) => NOUNS[language]?.get(candidate) !== undefined);
  const chosen = fitting.length === 1 ? fitting[0] : known.length === 1 && gender !== undefined ? known[0] : undefined;
  return chosen === undefined ? 'undecided' : { replacement: chosen };
}
