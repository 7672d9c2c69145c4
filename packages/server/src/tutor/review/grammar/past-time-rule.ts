import type { Finding } from '../finding.js';
import { PERSONS, type Person, type VerbIndex } from '../lexicon/verb-tables.js';
import type { Token } from '../review-tokens.js';
import { inCaseOf, type GrammarRule } from './grammar-rule.js';

/** A language's words for the rule: what names a past time, and how its verbs make their simple past. */
export interface PastTimeData {
  /** Words that name a past time on their own (ayer, ontem). */
  pastWords: ReadonlySet<string>;
  /** Words after a time noun that make it past (pasado, passada: "la semana pasada"). */
  pastAfterNoun: ReadonlySet<string>;
  /** Words that make a present right in the sentence (desde, hace, mañana, hoy, ahora). */
  presentWords: ReadonlySet<string>;
  /** Words that open another clause, which the time word does not govern (que, cuando, porque). */
  clauseWords: ReadonlySet<string>;
  /** Words that may stand between the time word and the verb: object pronouns, negation (me, no, não). */
  between: ReadonlySet<string>;
  /** Determiners that open a noun subject there (mi, el, o meu). */
  determiners: ReadonlySet<string>;
  /** Subject pronouns and their persons. */
  subjects: Readonly<Record<string, readonly Person[]>>;
  /** Present indicative forms. */
  present: VerbIndex;
  /** A verb's simple past for a person (fui, viajei), when known. */
  past(verb: string, person: Person): string | undefined;
}

/** The time expression that opens a clause, with the index of its last word (ayer; la semana pasada; no ano passado). */
function pastTimeAt(data: PastTimeData, tokens: readonly Token[], first: Token): number | undefined {
  if (data.pastWords.has(first.lower)) {
    return first.index;
  }
  for (let at = first.index + 1; at <= first.index + 2; at += 1) {
    if (tokens[at] && data.pastAfterNoun.has(tokens[at]!.lower) && !tokens[at]!.clauseStart) {
      return at;
    }
  }
  return undefined;
}

/**
 * A present tense after a time word that opens the sentence in the past: "Ayer yo voy al cine" → "fui", "No ano
 * passado eu viajo para o Japão" → "viajei". Only a known verb within four words of the time word, in the same
 * clause and with no word of another clause between; a sentence with desde, hace, hoy, mañana… (where the present
 * can be right: "Desde ayer estoy enfermo") is left alone.
 */
export function pastTimeRule(data: PastTimeData): GrammarRule {
  return ({ tokens }) => {
    const findings: Finding[] = [];
    for (const first of tokens.filter((token) => token.sentenceStart)) {
      const sentence: Token[] = [];
      for (let at = first.index; tokens[at] && (at === first.index || !tokens[at]!.sentenceStart); at += 1) {
        sentence.push(tokens[at]!);
      }
      if (sentence.some((token) => data.presentWords.has(token.lower))) {
        continue;
      }
      // The time word opens the sentence, maybe after a preposition or article (el, la, no, na, em).
      const opener = sentence.slice(0, 2).find((token) => pastTimeAt(data, tokens, token) !== undefined);
      const end = opener ? pastTimeAt(data, tokens, opener) : undefined;
      if (!opener || end === undefined || (opener !== first && !['el', 'la', 'no', 'na', 'em', 'en'].includes(first.lower))) {
        continue;
      }
      let persons: readonly Person[] | undefined;
      for (let at = end + 1; at <= end + 4 && tokens[at] && !tokens[at]!.sentenceStart; at += 1) {
        const word = tokens[at]!;
        if (data.clauseWords.has(word.lower) || (word.clauseStart && at > end + 1)) {
          break;
        }
        if (data.subjects[word.lower] || data.determiners.has(word.lower)) {
          persons = data.subjects[word.lower] ?? persons;
          continue;
        }
        const entry = data.present.forms.get(word.lower)?.[0];
        if (!entry) {
          // Only pronouns, negation and a determiner + noun subject may stand before the verb ("Ayer mi hermano va").
          const previous = tokens[at - 1];
          if (data.between.has(word.lower) || (previous !== undefined && data.determiners.has(previous.lower) && at - 1 > end)) {
            continue;
          }
          break;
        }
        const person = (persons ?? entry.persons).find((candidate) => entry.persons.includes(candidate));
        const wanted = person ? data.past(entry.verb, person) : undefined;
        if (wanted && wanted !== word.lower) {
          findings.push({ start: word.start, end: word.end, replacement: inCaseOf(word.text, wanted), category: 'conjugation', explanation: 'pastTime', values: { time: tokens.slice(opener.index, end + 1).map((token) => token.text).join(' ') } });
        }
        break;
      }
    }
    return findings;
  };
}

/** Simple past endings of regular verbs by infinitive ending, in paradigm order. */
export function regularPast(verb: string, person: Person, endings: Readonly<Record<string, readonly string[]>>, irregular: Readonly<Record<string, readonly string[]>>): string | undefined {
  const position = PERSONS.indexOf(person);
  if (irregular[verb]) {
    return irregular[verb]![position];
  }
  const ending = Object.keys(endings).find((candidate) => verb.endsWith(candidate));
  return ending ? `${verb.slice(0, -ending.length)}${endings[ending]![position]}` : undefined;
}
