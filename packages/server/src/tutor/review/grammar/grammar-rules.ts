import type { LanguageCode } from '@parla/contract';
import { CHINESE_RULES, JAPANESE_RULES, KOREAN_RULES } from './cjk-rules.js';
import { dutchAgeRule } from './dutch-age-rule.js';
import { dutchArticleRule } from './dutch-article-rule.js';
import { dutchVerbFinalRule } from './dutch-verb-final-rule.js';
import { ENGLISH_RULES } from './english-rules.js';
import { FRENCH_RULES } from './french-rules.js';
import { GERMAN_RULES } from './german-rules.js';
import { dutchBeNotHaveRule, swedishBeNotHaveRule } from './have-not-be-rule.js';
import type { GrammarRule } from './grammar-rule.js';
import { ITALIAN_RULES } from './italian-rules.js';
import { PORTUGUESE_RULES } from './portuguese-rules.js';
import { loadRussianLexicon, russianAgreementRule } from './russian-agreement-rule.js';
import { SPANISH_RULES } from './spanish-rules.js';
import { loadUkrainianLexicon, ukrainianAgreementRule } from './ukrainian-agreement-rule.js';
import { DUTCH_RULES, SWEDISH_RULES } from './verb-second-rule.js';

/** The grammar rules of each target language that has them, surest first; languages without rules are absent. */
export const GRAMMAR_RULES: Partial<Record<LanguageCode, readonly GrammarRule[]>> = {
  en: ENGLISH_RULES,
  es: SPANISH_RULES,
  fr: FRENCH_RULES,
  de: GERMAN_RULES,
  it: ITALIAN_RULES,
  pt: PORTUGUESE_RULES,
  ja: JAPANESE_RULES,
  ko: KOREAN_RULES,
  zh: CHINESE_RULES,
  nl: [...DUTCH_RULES, dutchVerbFinalRule, dutchBeNotHaveRule, dutchArticleRule, dutchAgeRule],
  sv: [...SWEDISH_RULES, swedishBeNotHaveRule],
  uk: [ukrainianAgreementRule],
  ru: [russianAgreementRule],
};

/** Languages whose words are split after an apostrophe (l'école → l' + école). */
export const ELIDING_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['fr', 'it']);

/** Lexicons some languages' rules load in the background, to be awaited (within a bounded time) before reviewing. */
export const GRAMMAR_LEXICONS: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  uk: loadUkrainianLexicon,
  ru: loadRussianLexicon,
};
