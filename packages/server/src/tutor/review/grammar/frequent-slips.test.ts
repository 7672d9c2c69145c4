import type { LanguageCode } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { ELIDING_LANGUAGES, GRAMMAR_RULES } from './grammar-rules.js';

/** The text with every rule's first non-overlapping finding applied, as the reviewer does. */
function corrected(language: LanguageCode, text: string): string {
  const findings = (GRAMMAR_RULES[language] ?? []).flatMap((rule) => rule({ text, tokens: tokenize(text, ELIDING_LANGUAGES.has(language)) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the rules for frequent learner slips', () => {
  it('use "to have" for hunger, fear and objects, not "to be"', () => {
    expect(corrected('it', 'Noi siamo fame.')).toBe('Noi abbiamo fame.');
    expect(corrected('fr', 'Je suis faim et il est peur.')).toBe("J'ai faim et il a peur.");
    expect(corrected('es', 'Estoy hambre.')).toBe('Tengo hambre.');
    expect(corrected('de', 'Ich bin einen Hund und wir sind Hunger.')).toBe('Ich habe einen Hund und wir haben Hunger.');
    expect(corrected('it', 'Il caffè è caldo e sono stanco.')).toBe('Il caffè è caldo e sono stanco.');
    expect(corrected('de', 'Ich bin ein Lehrer.')).toBe('Ich bin ein Lehrer.');
  });

  it('put the Italian verb in the subjunctive after penso che, credo che, spero che…', () => {
    expect(corrected('it', 'Penso che lui è stanco.')).toBe('Penso che lui sia stanco.');
    expect(corrected('it', 'Spero che voi venite.')).toBe('Spero che voi veniate.');
    expect(corrected('it', 'Credo che parli bene.')).toBe('Credo che parli bene.');
  });

  it('give French avoir its participle, and make the participle agree after être', () => {
    expect(corrected('fr', 'Il a acheter une voiture.')).toBe('Il a acheté une voiture.');
    expect(corrected('fr', "J'ai pas manger.")).toBe("J'ai pas mangé.");
    expect(corrected('fr', 'Elle est allé au marché, ils sont arrivé tard.')).toBe('Elle est allée au marché, ils sont arrivés tard.');
    expect(corrected('fr', 'Il a à manger. Il est allé au marché.')).toBe('Il a à manger. Il est allé au marché.');
  });

  it('write the French adjective after très, trop, si… with its accent', () => {
    expect(corrected('fr', 'Je suis très fatigue.')).toBe('Je suis très fatigué.');
    expect(corrected('fr', 'La fatigue est trop forte.')).toBe('La fatigue est trop forte.');
  });

  it('put a German masculine object in the accusative', () => {
    expect(corrected('de', 'Ich hätte gern ein Tee mit Milch.')).toBe('Ich hätte gern einen Tee mit Milch.');
    expect(corrected('de', 'Hast du kein Hund?')).toBe('Hast du keinen Hund?');
    expect(corrected('de', 'Ich möchte ein Bier und ein Kaffee ist gut.')).toBe('Ich möchte ein Bier und ein Kaffee ist gut.');
  });

  it('say "doesn\'t" after he, she and it', () => {
    expect(corrected('en', "She don't like fish.")).toBe("She doesn't like fish.");
    expect(corrected('en', "They don't like fish.")).toBe("They don't like fish.");
  });
});
