import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** "en parte", "en serio"…: not a place. */
const FIGURATIVE = new Set(['en parte', 'en serio', 'en realidad', 'en general', 'em parte', 'em geral', 'de verdade', 'en contra', 'em casa de']);

/** The two copulas' forms, paired (Spanish soy ↔ estoy), and the words each one must be used with. */
export interface CopulaData {
  /** ser form → the estar form of the same person and tense. */
  serToEstar: Readonly<Record<string, string>>;
  /** Words (all their forms) that always go with estar: states ("cansado"), "bien", "de acuerdo". */
  withEstar: ReadonlySet<string>;
  /** ser forms of the 1st and 2nd person, which with "en" or "aquí" give a place (a person is somewhere). */
  personalSer: ReadonlySet<string>;
  /** People (all forms): "mi hermano es en la escuela" → "está" (a person is somewhere; an event "es en" a place). */
  people: ReadonlySet<string>;
  /** Words that with a 1st or 2nd person ser form give a place ("en", "aquí"). */
  places: ReadonlySet<string>;
  /** Words (all their forms) that always go with ser: professions and nationalities. */
  withSer: ReadonlySet<string>;
  /** Third-person singular ser forms: with a masculine singular word they may be impersonal ("es cansado trabajar"), so not judged. */
  impersonal: ReadonlySet<string>;
  /** Subject pronouns and their estar and ser forms: with a pronoun right before, the verb takes its person ("yo es cansado" → "yo estoy cansado"). */
  subjects: Readonly<Record<string, readonly [estar: string, ser: string]>>;
  /** Words that may stand between the verb and the word (muy, tan, un, una). */
  between: ReadonlySet<string>;
  /** States that take estar of a person when a time word in the clause makes them passing ("é doente desde ontem"); "é doente" alone may be lasting. */
  passingStates?: ReadonlySet<string>;
  /** Time words that make such a state passing (hoy, ayer, desde, ahora). */
  passingTimes?: ReadonlySet<string>;
}

/**
 * ser/estar with the words that decide it: "soy cansado" → "estoy cansado", "soy en casa" → "estoy en casa",
 * "estoy estudiante" → "soy estudiante". Words that take either copula with another meaning are not in the lists.
 */
export function copulaRule(data: CopulaData): GrammarRule {
  const estarToSer = Object.fromEntries(Object.entries(data.serToEstar).map(([ser, estar]) => [estar, ser]));
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const verb of tokens) {
      const asEstar = data.serToEstar[verb.lower];
      const asSer = estarToSer[verb.lower];
      if (!asEstar && !asSer) {
        continue;
      }
      let at = verb.index + 1;
      while (tokens[at] && data.between.has(tokens[at]!.lower) && at - verb.index <= 2) {
        at += 1;
      }
      const word = tokens[at];
      const previous = tokens[at - 1];
      if (!word || !previous || !adjacent(text, previous, word)) {
        continue;
      }
      const before = tokens[verb.index - 1];
      const subject = before && adjacent(text, before, verb) ? data.subjects[before.lower] : undefined;
      const impersonal = !subject && data.impersonal.has(verb.lower) && word.lower.endsWith('o');
      const personBefore = before !== undefined && data.people.has(before.lower) && adjacent(text, before, verb);
      const placeAfterPerson = personBefore && at === verb.index + 1 && data.places.has(word.lower) && !FIGURATIVE.has(`${word.lower} ${tokens[at + 1]?.lower ?? ''}`);
      const ofPerson = personBefore || subject !== undefined || data.personalSer.has(verb.lower);
      const passing = ofPerson && data.passingStates?.has(word.lower) === true && clauseAfter(tokens, at).some((token) => data.passingTimes?.has(token.lower));
      const wantsEstar = (data.withEstar.has(word.lower) && !impersonal) || placeAfterPerson || passing || (data.personalSer.has(verb.lower) && data.places.has(word.lower) && at === verb.index + 1);
      if (asEstar && wantsEstar) {
        findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, subject?.[0] ?? asEstar), category: 'word_choice', explanation: 'serEstar' });
      } else if (asSer && data.withSer.has(word.lower)) {
        findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, subject?.[1] ?? asSer), category: 'word_choice', explanation: 'serEstar' });
      }
    }
    return findings;
  };
}

/** The words after `at` up to the end of its clause. */
function clauseAfter(tokens: readonly Token[], at: number): Token[] {
  const words: Token[] = [];
  for (let index = at + 1; tokens[index] && !tokens[index]!.clauseStart; index += 1) {
    words.push(tokens[index]!);
  }
  return words;
}

/** Every form of adjectives in -o (four forms) and of other words as written. */
export function allForms(words: string): Set<string> {
  const forms = new Set<string>();
  for (const word of words.split(/\s+/).filter(Boolean)) {
    forms.add(word);
    if (word.endsWith('o')) {
      const stem = word.slice(0, -1);
      forms.add(`${stem}a`).add(`${stem}os`).add(`${stem}as`);
    }
  }
  return forms;
}
