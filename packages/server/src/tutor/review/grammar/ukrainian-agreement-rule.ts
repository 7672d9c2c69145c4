import { genderAgreementRule, genderLexiconSource, type GenderLexicon } from './gender-lexicon.js';
import type { GrammarRule } from './grammar-rule.js';

// Ukrainian adjective–noun gender agreement with the installed Hunspell dictionary (`dictionary-uk`, from the
// dict_uk project) as the morphological lexicon: its affix classes mark the adjectives in -ий/-ій (flag j), the
// feminine nouns of the first declension (flag %, without h: h also covers nouns of common gender, "колега", and
// masculine ones, "слуга") and the neuter nouns in -о/-е (flag Q). No other Ukrainian lexicon with genders is
// installable as text here.

/** The word list's lines sorted: adjectives in -ий/-ій, feminine nouns of the first declension, neuter nouns in -о/-е. */
function classify(word: string, flags: string): keyof GenderLexicon | undefined {
  const last = word.charAt(word.length - 1);
  if (flags.charAt(0) === 'j' && (word.endsWith('ий') || word.endsWith('ій'))) {
    return 'adjectives';
  }
  if (flags.charAt(0) === '%' && (last === 'а' || last === 'я') && !flags.includes('h')) {
    return 'feminine';
  }
  return flags.charAt(0) === 'Q' && (last === 'о' || last === 'е') ? 'neuter' : undefined;
}

const UKRAINIAN_LEXICON = genderLexiconSource('dictionary-uk', classify);

/** Loads the Ukrainian lexicon once (about 8 MB of word list); the rule finds nothing until then. */
export const loadUkrainianLexicon = UKRAINIAN_LEXICON.load;

/** The feminine or neuter nominative of an adjective in -ий/-ій: новий → нова/нове, синій → синя/синє. */
function inflect(adjective: string, gender: 'f' | 'n'): string {
  const soft = adjective.endsWith('ій');
  const stem = adjective.slice(0, -2);
  return stem + (gender === 'f' ? (soft ? 'я' : 'а') : soft ? 'є' : 'е');
}

/**
 * A masculine adjective right before a feminine or neuter noun in its dictionary form: "новий сумка" → "нова сумка",
 * "великий місто" → "велике місто". Only nouns of the dictionary's sure classes.
 */
export const ukrainianAgreementRule: GrammarRule = genderAgreementRule(UKRAINIAN_LEXICON, { inflect });
