import { genderAgreementRule, genderLexiconSource, type GenderLexicon } from './gender-lexicon.js';
import type { GrammarRule } from './grammar-rule.js';

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

/** The word list's lines sorted: adjectives, feminine and neuter nouns of sure gender (names left out). */
function classify(word: string, flags: string): keyof GenderLexicon | undefined {
  const last = word.charAt(word.length - 1);
  if (word !== word.toLowerCase()) {
    return undefined; // names (Москва, Миша): their gender is not the class's
  }
  if (flags.includes('A') && /(ый|ий|ой)$/.test(word)) {
    return 'adjectives';
  }
  if ((flags === 'I' || flags === 'G' || flags === 'H') && (last === 'а' || last === 'я') && !NOT_FEMININE.has(word)) {
    return 'feminine';
  }
  return (flags === 'K' || flags === 'J') && (last === 'о' || last === 'е' || last === 'ё') ? 'neuter' : undefined;
}

const RUSSIAN_LEXICON = genderLexiconSource('dictionary-ru', classify);

/** Loads the Russian lexicon once (about 3.5 MB of word list); the rule finds nothing until then. */
export const loadRussianLexicon = RUSSIAN_LEXICON.load;

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
 * "красивая машина", "новый окно" → "новое окно", "мой мама" → "моя мама". A capitalised noun (a name) is not judged.
 */
export const russianAgreementRule: GrammarRule = genderAgreementRule(RUSSIAN_LEXICON, {
  inflect: russianAdjectiveForm,
  determiners: new Set(Object.keys(DETERMINERS)),
  judgesNoun: (noun) => noun.text === noun.lower,
});
