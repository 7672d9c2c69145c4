import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import type { GrammarRule } from './grammar-rule.js';
import { subjunctiveRule, type SubjunctiveData } from './subjunctive-rule.js';

/** A language's words for the subjunctive of a clause about the future ("cuando tenga", "quando tiver"). */
export interface FutureClauseData extends Omit<SubjunctiveData, 'triggers'> {
  /** Conjunctions whose clause takes the subjunctive when it is about the future (cuando, en cuanto; quando, assim que). */
  triggers: readonly string[];
  /** Conjunctions that take it only with a future time word in their own clause (Portuguese se + amanhã). */
  triggersWithTime?: readonly string[];
  /** Future time words (amanhã, depois). */
  timeWords?: ReadonlySet<string>;
  /** Forms of "to go" that make a near future with an infinitive (voy a comer, vou comer). */
  goForms: ReadonlySet<string>;
  /** Whether "to go" takes a before the infinitive (Spanish voy a comer; Portuguese vou comer). */
  goTakesA: boolean;
  /** A synthetic future form (compraré, comprarei). */
  futureForm: RegExp;
  /** Words that make the sentence a habit, where the present is right (siempre, sempre, todos los días). */
  habitWords: ReadonlySet<string>;
}

/** Object pronouns that may stand between "to go" and the infinitive (vou te ligar). */
const CLITICS = new Set(['te', 'me', 'lhe', 'lhes', 'se', 'nos', 'vos', 'o', 'a', 'os', 'as']);

/** Whether a clause's words hold a future: go + (a +) infinitive, or a synthetic future. */
function hasFuture(data: FutureClauseData, words: readonly Token[]): boolean {
  return words.some((word, index) => {
    if (data.futureForm.test(word.lower)) {
      return true;
    }
    let at = index + (data.goTakesA ? 2 : 1);
    if (words[at] && CLITICS.has(words[at]!.lower)) {
      at += 1;
    }
    const next = words[at];
    return data.goForms.has(word.lower) && (!data.goTakesA || words[index + 1]?.lower === 'a') && next !== undefined && /(ar|er|ir|ír|por)(te|me|lo|la|le|nos|les|los|las|se)?$/.test(next.lower);
  });
}

/**
 * The subjunctive in a time clause about the future: "Cuando tengo más tiempo, voy a viajar" → "tenga", "Quando
 * eu tenho férias, vou viajar" → "tiver". Judged only when the rest of the sentence (outside the clause, which ends at
 * a comma) is in the future and the sentence is no question and names no habit; the present is right otherwise
 * ("Cuando tengo hambre, como").
 */
export function futureClauseSubjunctiveRule(data: FutureClauseData): GrammarRule {
  const always = subjunctiveRule({ ...data, triggers: data.triggers });
  const timed = data.triggersWithTime ? subjunctiveRule({ ...data, triggers: data.triggersWithTime }) : undefined;
  const triggerWords = new Set([...data.triggers, ...(data.triggersWithTime ?? [])].map((trigger) => trigger.split(' ')[0]!));
  return (input) => {
    const { text, tokens } = input;
    const keep = (finding: Finding, needsTime: boolean): boolean => {
      const verb = tokens.find((token) => token.start === finding.start)!;
      let trigger = verb;
      while (trigger.index > 0 && !triggerWords.has(trigger.lower)) {
        trigger = tokens[trigger.index - 1]!;
      }
      let first = trigger;
      while (!first.sentenceStart) {
        first = tokens[first.index - 1]!;
      }
      const sentence = tokens.slice(first.index).filter((token, index, all) => index === 0 || !all.slice(1, index + 1).some((word) => word.sentenceStart));
      const last = sentence[sentence.length - 1]!;
      if (/^\s*\?/.test(text.slice(last.end)) || text.slice(first.start, last.end).includes('?') || sentence.some((word) => data.habitWords.has(word.lower))) {
        return false;
      }
      const clauseEnd = sentence.find((word) => word.index > trigger.index && word.clauseStart)?.index ?? last.index + 1;
      const clause = sentence.filter((word) => word.index >= trigger.index && word.index < clauseEnd);
      const rest = sentence.filter((word) => word.index < trigger.index || word.index >= clauseEnd);
      return hasFuture(data, rest) && !hasFuture(data, clause) && (!needsTime || clause.some((word) => data.timeWords?.has(word.lower)));
    };
    return [...always(input).filter((finding) => keep(finding, false)), ...(timed ? timed(input).filter((finding) => keep(finding, true)) : [])];
  };
}
