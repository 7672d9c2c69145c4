import type { Gender, NounForm, NumberValue } from '../lexicon/noun-lexicon.js';
import type { Token } from '../review-tokens.js';

/** Words for "and" that join two subjects into a plural one (es y/e, it e/ed, fr et, pt e, de und, nl en, uk/pl і/i, en and). */
const AND: ReadonlySet<string> = new Set(['y', 'e', 'ed', 'et', 'und', 'and', 'en', 'och', 'i', 'і', 'й', 'та', 've']);
/** Words for "or"/"nor": the verb may agree with either side, so an adjective after them is not judged. */
const OR: ReadonlySet<string> = new Set(['o', 'u', 'ou', 'ni', 'oder', 'or', 'of', 'eller', 'або', 'чи', 'lub', 'albo', 'veya']);

/** What the subject of a predicate adjective is, when a conjunction stands right before its determiner. */
export type SubjectAgreement = { gender: Gender; number: NumberValue } | 'undecided' | undefined;

interface SubjectLanguage {
  determiners: Readonly<Record<string, { gender?: Gender }>>;
  nouns: ReadonlyMap<string, NounForm>;
  adjectives: ReadonlyMap<string, unknown>;
  clauseOpeners?: ReadonlySet<string>;
  pronounContext: ReadonlySet<string>;
}

/** The gender of a determiner + noun phrase that opens its clause and ends right before `end`, if it is one. */
function leftConjunctGender(language: SubjectLanguage, tokens: readonly Token[], end: Token): Gender | undefined {
  const noun = language.nouns.get(end.lower);
  if (!noun) {
    return undefined;
  }
  for (const width of [1, 2]) {
    const first = tokens[end.index - width];
    const determiners = tokens.slice(end.index - width, end.index);
    const before = first === undefined ? undefined : tokens[first.index - 1];
    const opens = first !== undefined && (first.clauseStart || (before !== undefined && language.clauseOpeners?.has(before.lower) === true));
    if (opens && determiners.length === width && determiners.every((token) => language.determiners[token.lower] !== undefined)) {
      return determiners.map((token) => language.determiners[token.lower]!.gender).find((gender) => gender !== undefined) ?? noun.gender;
    }
  }
  return undefined;
}

/**
 * A subject of two noun phrases joined by "and" ("Mio fratello e mia sorella sono alti") is plural, masculine when
 * either is: returns that agreement for the determiner after the conjunction. When what stands before the
 * conjunction may be part of the subject but cannot be read (a name, a pronoun, a noun not opening its clause or unknown, "or"),
 * returns 'undecided' and the adjective is not judged. Undefined when no conjunction joins a subject there ("Ho
 * finito e la casa è pulita": the determiner opens its own clause).
 */
export function coordinatedSubject(language: SubjectLanguage, tokens: readonly Token[], determiner: Token, gender: Gender): SubjectAgreement {
  const conjunction = tokens[determiner.index - 1];
  const left = conjunction === undefined ? undefined : tokens[conjunction.index - 1];
  if (determiner.clauseStart || !conjunction || !left || (!AND.has(conjunction.lower) && !OR.has(conjunction.lower))) {
    return undefined;
  }
  const leftGender = AND.has(conjunction.lower) ? leftConjunctGender(language, tokens, left) : undefined;
  if (leftGender !== undefined) {
    return { gender: leftGender === 'f' && gender === 'f' ? 'f' : 'm', number: 'p' };
  }
  const leftDeterminer = tokens[left.index - 1];
  const nominal = (leftDeterminer !== undefined && language.determiners[leftDeterminer.lower] !== undefined) || left.clauseStart || left.text !== left.lower || language.nouns.has(left.lower) || language.adjectives.has(left.lower) || language.pronounContext.has(left.lower);
  return nominal ? 'undecided' : undefined;
}
