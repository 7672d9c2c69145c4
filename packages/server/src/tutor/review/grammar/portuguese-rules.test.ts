import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { PORTUGUESE_RULES } from './portuguese-rules.js';

function corrected(text: string): string {
  const findings = PORTUGUESE_RULES.flatMap((rule) => rule({ text, tokens: tokenize(text, false) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the Portuguese grammar rules', () => {
  it('conjugate the verb for its subject', () => {
    expect(corrected('Eles fala português.')).toBe('Eles falam português.');
    expect(corrected('Eu tem dois filhos.')).toBe('Eu tenho dois filhos.');
  });

  it('take an infinitive\'s form after quando, se, assim que… as the future subjunctive, not as a verb left unconjugated', () => {
    for (const sentence of ['Assim que ela chegar do trabalho, vamos sair.', 'Depois que você comer, me ajuda na cozinha?', 'Enquanto eu morar em Lisboa, vou praticar todos os dias.', 'Quando ele chegar, vamos jantar.']) {
      expect(corrected(sentence)).toBe(sentence);
    }
    expect(corrected('Eu chegar cedo todos os dias.')).toBe('Eu chego cedo todos os dias.');
    expect(corrected('Quando eu tenho férias, vou viajar.')).toBe('Quando eu tiver férias, vou viajar.');
  });

  it('use estar for states and where a person is, ter for age', () => {
    expect(corrected('Nós somos ocupados hoje.')).toBe('Nós estamos ocupados hoje.');
    expect(corrected('Meu pai é no trabalho.')).toBe('Meu pai está no trabalho.');
    expect(corrected('Ela é trinta anos.')).toBe('Ela tem trinta anos.');
  });

  it('make articles and adjectives agree with the noun', () => {
    expect(corrected('Minha irmão mora em uma cidade pequeno.')).toBe('Meu irmão mora em uma cidade pequena.');
    expect(corrected('As casas são muito bonitos.')).toBe('As casas são muito bonitas.');
  });

  it('read "e" before the noun that ends a verbless sentence as "é"', () => {
    expect(corrected('Ela e a minha irmã.')).toBe('Ela é a minha irmã.');
    expect(corrected('Ele e o meu irmão moram em Lisboa.')).toBe('Ele e o meu irmão moram em Lisboa.');
  });

  it('leave correct sentences alone', () => {
    for (const sentence of [
      'Vou a pé para a escola.',
      'Eu o vejo todos os dias.',
      'Para nós é importante.',
      'Quando eu era criança, passava as férias com meus avós.',
      'A festa é no sábado.',
      'Eles estão cansados.',
    ]) {
      expect(corrected(sentence)).toBe(sentence);
    }
  });
});
