import type { Finding } from '../finding.js';
import { adjectiveFormFor, type AdjectiveMatch } from '../lexicon/adjective-lexicon.js';
import type { Gender, NounForm, NumberValue } from '../lexicon/noun-lexicon.js';
import type { Token } from '../review-tokens.js';
import { coordinatedSubject } from './coordinated-subject.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** A determiner: its family (el/la/los/las are one), gender (none when it has one form for both) and number. */
export interface Determiner {
  family: string;
  gender?: Gender;
  number: NumberValue;
}

/** A Romance language's determiners, nouns and adjectives, for agreement checks. */
export interface AgreementLanguage {
  /** Determiners by lower-case form. */
  determiners: Readonly<Record<string, Determiner>>;
  /** The family's form for a gender and number before `next` (Italian lo, French cet), or undefined when it would be elided. */
  determinerFor(family: string, gender: Gender, number: NumberValue, next: string): string | undefined;
  /** Determiners that are also object pronouns (la, le, lo…): not checked after `pronounContext` words. */
  pronounLike: ReadonlySet<string>;
  /** Words after which a `pronounLike` word is a pronoun (subjects, negation, other pronouns). */
  pronounContext: ReadonlySet<string>;
  /** Nouns by form. */
  nouns: ReadonlyMap<string, NounForm>;
  /** Adjectives by form. */
  adjectives: ReadonlyMap<string, AdjectiveMatch>;
  /** Forms of "to be" after which an adjective describes the subject ("la casa es bonita"). */
  copulas?: ReadonlySet<string>;
  /** Words that may stand between the copula and the adjective (muy, très). */
  intensifiers?: ReadonlySet<string>;
  /** Words after which a determiner starts a subject (y, pero, que): with a clause start, where a predicate adjective is checked. */
  clauseOpeners?: ReadonlySet<string>;
  /** Determiners judged only at the start of a clause (Portuguese a/as, elsewhere also a preposition). */
  onlyAtClauseStart?: ReadonlySet<string>;
  /** Feminine nouns that take the masculine-looking article el/un in the singular (Spanish el agua). */
  takesMasculineArticle?: ReadonlySet<string>;
}

/** The first word of the noun phrase a determiner is in: the article before a possessive ("la mia casa", "a minha casa"), else the determiner. */
function phraseStart(language: AgreementLanguage, text: string, tokens: readonly Token[], determiner: Token): Token {
  const before = tokens[determiner.index - 1];
  return before !== undefined && !determiner.clauseStart && language.determiners[before.lower] !== undefined && adjacent(text, before, determiner) ? before : determiner;
}

/** The adjective after "to be" when the determiner and noun start the clause ("La casa es muy bonito", "La mia casa è piccolo"). */
function predicateAdjective(language: AgreementLanguage, text: string, tokens: readonly Token[], determiner: Token, noun: Token): Token | undefined {
  const before = tokens[determiner.index - 1];
  const startsSubject = determiner.clauseStart || (before !== undefined && language.clauseOpeners?.has(before.lower) === true);
  const copula = tokens[noun.index + 1];
  if (!startsSubject || !copula || !language.copulas?.has(copula.lower) || !adjacent(text, noun, copula)) {
    return undefined;
  }
  let at = copula.index + 1;
  if (tokens[at] && language.intensifiers?.has(tokens[at]!.lower)) {
    at += 1;
  }
  const adjective = tokens[at];
  const previous = tokens[at - 1];
  if (!adjective || !previous || !adjacent(text, previous, adjective)) {
    return undefined;
  }
  // "La película es aburrida y el final triste": only an adjective that ends the clause or is followed by y/and is the subject's.
  return adjective;
}

function fits(match: AdjectiveMatch, gender: Gender, number: NumberValue): boolean {
  return match.fits.some((fit) => (fit.gender === gender || (gender === 'n' && fit.gender === 'm')) && fit.number === number);
}

/**
 * Article–noun and noun–adjective agreement in gender and number, with a lexicon: a determiner right before a
 * known noun (an adjective of the lexicon may stand between) must match it ("la problema" → "el problema",
 * "las casa" → "las casas"), and an adjective of the lexicon right after the noun too ("la casa blanco" →
 * "la casa blanca"). Unknown words are never judged.
 */
export function agreementRule(language: AgreementLanguage): GrammarRule {
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const token of tokens) {
      const determiner = language.determiners[token.lower];
      if (!determiner) {
        continue;
      }
      if (language.onlyAtClauseStart?.has(token.lower) && !token.clauseStart) {
        continue;
      }
      const before = tokens[token.index - 1];
      if (language.pronounLike.has(token.lower) && before && !token.clauseStart && language.pronounContext.has(before.lower)) {
        continue;
      }
      let next = tokens[token.index + 1];
      if (!next || !adjacent(text, token, next)) {
        continue;
      }
      let preAdjective: Token | undefined;
      let noun = language.nouns.get(next.lower);
      const afterNext = tokens[next.index + 1];
      if (!noun && language.adjectives.has(next.lower) && afterNext && adjacent(text, next, afterNext) && language.nouns.has(afterNext.lower)) {
        preAdjective = next;
        next = afterNext;
        noun = language.nouns.get(next.lower);
      }
      if (!noun) {
        continue;
      }
      const nounToken = next;
      const number: NumberValue = noun.numbers.includes(determiner.number) ? determiner.number : (noun.numbers[0] as NumberValue);
      const masculineArticle = language.takesMasculineArticle?.has(noun.singular) === true && number === 's';
      const genderWrong = determiner.gender !== undefined && determiner.gender !== noun.gender && !(masculineArticle && determiner.gender === 'm') && !(noun.gender === 'n' && determiner.gender === 'm');
      const numberWrong = !noun.numbers.includes(determiner.number);
      const firstAfter = (preAdjective ?? nounToken).text;
      if (numberWrong && determiner.number === 'p' && !genderWrong) {
        findings.push({ start: nounToken.start, end: nounToken.end, replacement: inCaseOf(nounToken.text, noun.plural), category: 'agreement', explanation: 'agreement', values: { noun: noun.plural } });
      } else if (genderWrong || numberWrong) {
        const wanted = masculineArticle ? (determiner.family === 'el' ? 'el' : determiner.family === 'un' ? 'un' : undefined) : language.determinerFor(determiner.family, noun.gender, number, firstAfter.toLowerCase());
        if (wanted && wanted !== token.lower) {
          findings.push({ start: token.start, end: token.end, replacement: inCaseOf(token.text, wanted), category: 'agreement', explanation: 'agreement', values: { noun: nounToken.text } });
        }
      }
      // An adjective right after the noun, or after an intensifier right after it ("un perro muy bonita" → bonito).
      const afterNoun = tokens[nounToken.index + 1];
      const intensified = afterNoun && language.intensifiers?.has(afterNoun.lower) && adjacent(text, nounToken, afterNoun) ? tokens[afterNoun.index + 1] : undefined;
      const intensifiedAdjective = intensified && afterNoun && adjacent(text, afterNoun, intensified) ? intensified : undefined;
      const start = phraseStart(language, text, tokens, token);
      const predicate = predicateAdjective(language, text, tokens, start, nounToken);
      // A predicate adjective agrees with the whole subject: "Mio fratello e mia sorella sono alti" (plural, masculine).
      const subject = predicate ? coordinatedSubject(language, tokens, start, determiner.gender ?? noun.gender) : undefined;
      for (const adjective of [preAdjective, afterNoun, intensifiedAdjective, subject === 'undecided' ? undefined : predicate]) {
        if (!adjective || (adjective === afterNoun && !adjacent(text, nounToken, adjective))) {
          continue;
        }
        const match = language.adjectives.get(adjective.lower);
        const agreement = adjective === predicate && subject !== undefined && subject !== 'undecided' ? subject : { gender: noun.gender, number };
        if (!match || language.nouns.has(adjective.lower) || fits(match, agreement.gender, agreement.number)) {
          continue;
        }
        const wanted = adjectiveFormFor(match.forms, agreement.gender, agreement.number);
        findings.push({ start: adjective.start, end: adjective.end, replacement: inCaseOf(adjective.text, wanted), category: 'agreement', explanation: 'agreement', values: { noun: nounToken.text } });
      }
    }
    return findings;
  };
}
