import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { FRENCH_RULES } from './french-rules.js';

function corrected(text: string): string {
  const findings = FRENCH_RULES.flatMap((rule) => rule({ text, tokens: tokenize(text, true) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the French grammar rules', () => {
  it('take être for verbs of movement and avoir for the others', () => {
    expect(corrected("J'ai venu hier.")).toBe('Je suis venu hier.');
    expect(corrected('Elle a tombé dans la rue.')).toBe('Elle est tombé dans la rue.');
    expect(corrected("Je n'ai pas resté longtemps.")).toBe('Je ne suis pas resté longtemps.');
    expect(corrected('Nous sommes mangé au restaurant.')).toBe('Nous avons mangé au restaurant.');
  });

  it('conjugate the verb for its subject, past object pronouns and ne', () => {
    expect(corrected('Je va au marché.')).toBe('Je vais au marché.');
    expect(corrected('Elles ne travaille pas le lundi.')).toBe('Elles ne travaillent pas le lundi.');
    expect(corrected('On sont contents.')).toBe('On est contents.');
    // An inverted subject's verb comes before it: the infinitive after "puis-je" is right.
    expect(corrected('Que puis-je faire pour vous ? Que dois-tu acheter ? Nous va au cinéma.')).toBe('Que puis-je faire pour vous ? Que dois-tu acheter ? Nous allons au cinéma.');
  });

  it('make determiners and adjectives agree, with cet and mon before a vowel', () => {
    expect(corrected('Ma frère habite dans un ville.')).toBe('Mon frère habite dans une ville.');
    expect(corrected('La voiture est vert.')).toBe('La voiture est verte.');
    expect(corrected('Ce hôtel est cher.')).toBe('Ce hôtel est cher.');
    expect(corrected('Les chat dorment.')).toBe('Les chats dorment.');
  });

  it('use avoir for age and the subjunctive after il faut que', () => {
    expect(corrected('Elle est dix ans.')).toBe('Elle a dix ans.');
    expect(corrected("Il faut qu'elle fait ses devoirs.")).toBe("Il faut qu'elle fasse ses devoirs.");
  });

  it('leave correct sentences alone', () => {
    for (const sentence of [
      "Je suis allée à la plage et j'ai mangé une glace.",
      'Je le porte tous les jours.',
      'Il vous parle de son voyage.',
      'Mon amie habite à Paris.',
      'Il a sorti la poubelle.',
      'Je crois qu’il est fatigué.',
      'Il faut que je parte.',
      'Nous nous levons tôt.',
      "Il y a un chat noir dans le jardin de l'hôtel.",
    ]) {
      expect(corrected(sentence)).toBe(sentence);
    }
  });
});
