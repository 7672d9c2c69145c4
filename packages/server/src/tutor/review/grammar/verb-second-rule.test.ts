import { describe, expect, it } from 'vitest';
import { tokenize } from '../review-tokens.js';
import { dutchVerbFinalRule } from './dutch-verb-final-rule.js';
import { DUTCH_RULES, SWEDISH_RULES } from './verb-second-rule.js';

function replacements(rules: typeof DUTCH_RULES, text: string): string[] {
  return rules.flatMap((rule) => rule({ text, tokens: tokenize(text) })).map((finding) => `${text.slice(finding.start, finding.end)} → ${finding.replacement}`);
}

describe('verb second after a first-place adverb', () => {
  it('turns the subject and the verb round in Dutch and Swedish', () => {
    expect(replacements(DUTCH_RULES, 'Vandaag ik werk thuis.')).toEqual(['ik werk → werk ik']);
    expect(replacements(SWEDISH_RULES, 'Ibland vi spelar fotboll.')).toEqual(['vi spelar → spelar vi']);
  });

  it('leaves right word order, subordinate clauses and a negation after the subject alone', () => {
    expect(replacements(DUTCH_RULES, 'Vandaag werk ik thuis. Toen ik klein was, woonde ik hier. Ik werk vandaag.')).toEqual([]);
    expect(replacements(SWEDISH_RULES, 'Ibland spelar vi fotboll. Då jag var liten bodde jag här. Idag jag inte jobbar.')).toEqual([]);
  });
});

describe('Dutch verb last in a subordinate clause', () => {
  it('puts a frequent finite verb after a pronoun subject at the end of the clause', () => {
    expect(replacements([dutchVerbFinalRule], 'Ik blijf thuis omdat ik ben ziek.')).toEqual(['ben ziek → ziek ben']);
    expect(replacements([dutchVerbFinalRule], 'Ik weet dat ze woont in Utrecht, maar ik ken haar niet.')).toEqual(['woont in Utrecht → in Utrecht woont']);
  });

  it('leaves verb-final clauses, separable verbs and other uses of the words alone', () => {
    expect(replacements([dutchVerbFinalRule], 'Ik weet dat hij morgen komt. Omdat ik moe ben, ga ik slapen. Dat is goed. Ik denk dat we moeten gaan.')).toEqual([]);
    expect(replacements([dutchVerbFinalRule], 'Ik weet niet of ik kom.')).toEqual([]);
  });
});
