import { describe, expect, it } from 'vitest';
import { foldAccents, maxSpellingDistance, slipCorrections, spellingDistance } from './best-suggestion.js';
import { bestSuggestion } from './rank-suggestion.js';

const words = new Set(['café', 'cafre', 'perro', 'pero', 'électricité', 'bonjour', 'bonjours', 'heiße', 'schön', 'Fuß']);
const isCorrect = (word: string) => words.has(word);
const knowsNothing = () => false;

describe('the suggestion for a misspelt word', () => {
  it('prefers the word that differs only by accents', () => {
    expect(bestSuggestion('cafe', isCorrect, () => ['cafre', 'café'])).toBe('café');
    expect(bestSuggestion('electricite', isCorrect, () => [])).toBe('électricité');
  });

  it('then a doubled or dropped letter, with accents', () => {
    expect(bestSuggestion('caffe', isCorrect, () => ['cafre'])).toBe('café');
    expect(bestSuggestion('perrro', isCorrect, () => ['pero'])).toBe('perro');
  });

  it("then the dictionary's suggestion closest by edit distance", () => {
    expect(bestSuggestion('bonjoru', knowsNothing, () => ['bonjours', 'bonjour'])).toBe('bonjour');
    expect(bestSuggestion('xyz', knowsNothing, () => [])).toBeUndefined();
  });

  it("keeps the word's capital", () => {
    expect(bestSuggestion('Caffe', isCorrect, () => [])).toBe('Café');
  });
});

describe('when the dictionary suggests another word as few plain edits away as the right one', () => {
  it("gives 'heiße' for 'heisse', not 'hisse' (ss for ß is a slip, a dropped letter is not)", () => {
    expect(bestSuggestion('heisse', knowsNothing, () => ['hisse', 'heiße', 'heimse'])).toBe('heiße');
  });

  it("gives 'schön' for 'schoen', not 'schon' (oe for ö is a slip)", () => {
    expect(bestSuggestion('schoen', knowsNothing, () => ['schon', 'schön'])).toBe('schön');
  });

  it("gives 'really' for 'realy', not 'relay' or 'real' (a single letter for a double is a slip)", () => {
    expect(bestSuggestion('realy', knowsNothing, () => ['relay', 'real', 'rely', 'really'])).toBe('really');
  });

  it('finds ß, ä, ö, ü spelt out without asking the dictionary for suggestions, keeping a noun’s capital', () => {
    expect(bestSuggestion('heisse', isCorrect, () => ['hisse'])).toBe('heiße');
    expect(bestSuggestion('Fuss', isCorrect, () => ['Fluss'])).toBe('Fuß');
    expect(slipCorrections('schoen', isCorrect)).toEqual(['schön']);
  });

  it('finds a Turkish word typed without all its letters, in Turkish only', () => {
    const turkish = (word: string) => ['teşekkür', 'öğretmenim'].includes(word);
    expect(slipCorrections('Tesekkur', turkish, 'tr')).toEqual(['teşekkür']);
    expect(slipCorrections('ogretmenim', turkish, 'tr')).toEqual(['öğretmenim']);
    expect(slipCorrections('ogretmenim', turkish, 'es')).toEqual([]);
  });
});

describe('when no suggestion is close enough to be the same word misspelt', () => {
  it("gives none for 'understand' rather than 'underscore' (four letters differ in ten)", () => {
    expect(bestSuggestion('understand', knowsNothing, () => ['underscore'])).toBeUndefined();
  });

  it('still gives a suggestion one ordinary edit away in a short word and two in a longer one', () => {
    expect(bestSuggestion('mainson', knowsNothing, () => ['maison', 'mansion'])).toBe('maison');
    expect(bestSuggestion('tomorow', knowsNothing, () => ['tomorrow'])).toBe('tomorrow');
    expect(bestSuggestion('goverment', knowsNothing, () => ['government'])).toBe('government');
    expect(bestSuggestion('govrnmant', knowsNothing, () => ['government'])).toBe('government');
  });

  it('allows one edit up to seven letters, one more for every four letters beyond', () => {
    expect([maxSpellingDistance('cat'), maxSpellingDistance('mainson'), maxSpellingDistance('obrigadu'), maxSpellingDistance('understand'), maxSpellingDistance('electricidade')]).toEqual([1, 1, 2, 2, 3]);
  });
});

describe('the spelling distance', () => {
  it('counts a missing accent, a doubled letter and ß or ä spelt out as a quarter each', () => {
    expect(spellingDistance('cafe', 'café')).toBe(0.25);
    expect(spellingDistance('realy', 'really')).toBe(0.25);
    expect(spellingDistance('perrro', 'perro')).toBe(0.25);
    expect(spellingDistance('caffe', 'café')).toBe(0.5);
    expect(spellingDistance('heisse', 'heiße')).toBe(0.25);
    expect(spellingDistance('Maedchen', 'Mädchen')).toBe(0.25);
    expect(spellingDistance('Dzien', 'Dzień')).toBe(0.25);
  });

  it('counts other insertions, deletions, substitutions and swaps as one each', () => {
    expect(spellingDistance('heisse', 'hisse')).toBe(1);
    expect(spellingDistance('bonjoru', 'bonjour')).toBe(1);
    expect(spellingDistance('hola', 'holt')).toBe(1);
    expect(spellingDistance('llamo', 'amo')).toBe(2);
    expect(spellingDistance('understand', 'underscore')).toBe(4);
  });

  it('folds accents for comparison', () => {
    expect(foldAccents('Électricité')).toBe('electricite');
  });
});
