import type { LanguageCode } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { ELIDING_LANGUAGES, GRAMMAR_RULES } from './grammar-rules.js';

/** The text with the first rule's finding kept where several touch the same words, as the reviewer does. */
function corrected(language: LanguageCode, text: string): string {
  const tokens = tokenize(text, ELIDING_LANGUAGES.has(language));
  const findings = (GRAMMAR_RULES[language] ?? []).flatMap((rule) => rule({ text, tokens }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('a subject of two nouns joined by "and"', () => {
  it('is plural, masculine when either noun is: a correct predicate adjective is left alone', () => {
    for (const [language, sentence] of [
      ['it', 'Mio fratello e mia sorella sono alti.'],
      ['it', 'Mia nonna e mio nonno sono simpatici.'],
      ['it', 'La mia amica e sua madre sono stanche.'],
      ['es', 'Mi hermano y mi hermana son altos.'],
      ['es', 'Mi abuela y mi tía son simpáticas.'],
      ['fr', 'Mon père et ma mère sont grands.'],
      ['fr', 'Ma cousine et ma tante sont petites.'],
      ['pt', 'Meu irmão e minha irmã são altos.'],
      ['de', 'Mein Bruder und meine Schwester sind groß.'],
      ['nl', 'Mijn broer en mijn zus zijn lang.'],
      ['uk', 'Мій брат і моя сестра високі.'],
    ] as const) {
      expect(corrected(language, sentence)).toBe(sentence);
    }
  });

  it('is still corrected when the adjective fits neither the pair nor the plural', () => {
    expect(corrected('it', 'Mia nonna e mia zia sono simpatici.')).toBe('Mia nonna e mia zia sono simpatiche.');
    expect(corrected('es', 'Mi abuela y mi tía son simpáticos.')).toBe('Mi abuela y mi tía son simpáticas.');
  });

  it('leaves the adjective alone when the other half cannot be read (a name, a pronoun, "or")', () => {
    for (const [language, sentence] of [
      ['it', 'Giulia e mia sorella sono alti.'],
      ['es', 'Yo y mi hermana somos altos.'],
      ['es', 'Mi padre o mi madre es alta.'],
    ] as const) {
      expect(corrected(language, sentence)).toBe(sentence);
    }
  });

  it('does not hide a real slip after "and" that opens a new clause', () => {
    expect(corrected('it', 'Ho finito e la cucina è pulito.')).toBe('Ho finito e la cucina è pulita.');
    expect(corrected('fr', 'Je travaille et la maison est petit.')).toBe('Je travaille et la maison est petite.');
  });
});
