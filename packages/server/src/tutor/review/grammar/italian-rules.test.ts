import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { ITALIAN_RULES } from './italian-rules.js';

function corrected(text: string): string {
  const findings = ITALIAN_RULES.flatMap((rule) => rule({ text, tokens: tokenize(text, true) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the Italian grammar rules', () => {
  it('take essere for verbs of movement and avere for the others, by subject', () => {
    expect(corrected('Loro hanno partito ieri.')).toBe('Loro sono partito ieri.');
    expect(corrected('Maria ha tornato a casa.')).toBe('Maria è tornato a casa.');
    expect(corrected('Siamo dormito bene.')).toBe('Abbiamo dormito bene.');
  });

  it('conjugate for the subject and use lo, gli, uno before s + consonant and z', () => {
    expect(corrected('Voi parla troppo.')).toBe('Voi parlate troppo.');
    expect(corrected('Tu vuole un gelato?')).toBe('Tu vuoi un gelato?');
    expect(corrected('Ho visto il zio e i studenti con un specchio.')).toBe('Ho visto lo zio e gli studenti con uno specchio.');
  });

  it('make articles and adjectives agree with the noun, and use avere for age', () => {
    expect(corrected('Il macchina è rosso.')).toBe('La macchina è rossa.');
    expect(corrected('Ho comprato una gonna bianco.')).toBe('Ho comprato una gonna bianca.');
    expect(corrected('Tu sei dieci anni?')).toBe('Tu hai dieci anni?');
  });

  it('use avere for an age that ends the clause, and make a noun subject agree with its verb', () => {
    expect(corrected('Mi chiamo Luca e sono ventidue anni.')).toBe('Mi chiamo Luca e ho ventidue anni.');
    expect(corrected('Mio figlio sono ventidue anni.')).toBe('Mio figlio sono ventidue anni.');
    expect(corrected('I bambini gioca in giardino.')).toBe('I bambini giocano in giardino.');
  });

  it('read "e" before the noun that ends a verbless sentence as "è"', () => {
    expect(corrected('Lui e il mio professore.')).toBe('Lui è il mio professore.');
    expect(corrected('Lei e sua sorella vanno al mare.')).toBe('Lei e sua sorella vanno al mare.');
    expect(corrected('Lui e mio fratello giocano a calcio.')).toBe('Lui e mio fratello giocano a calcio.');
  });

  it('leave correct sentences alone', () => {
    for (const sentence of [
      'Sono andata al mercato e ho comprato il pane.',
      'Sono sei anni che vivo qui.',
      'La mangio sempre la mattina.',
      "Lo studente legge l'articolo.",
      'I miei amici sono simpatici.',
      'Le ragazze sono stanche.',
      'Il loro cane è nero.',
    ]) {
      expect(corrected(sentence)).toBe(sentence);
    }
  });
});
