import { describe, expect, it } from 'vitest';
import { bestSuggestion, editDistance, foldAccents } from './best-suggestion.js';

const words = new Set(['café', 'cafre', 'perro', 'pero', 'électricité', 'bonjour', 'bonjours']);
const isCorrect = (word: string) => words.has(word);

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
    expect(bestSuggestion('bonjoru', () => false, () => ['bonjours', 'bonjour'])).toBe('bonjour');
    expect(bestSuggestion('xyz', () => false, () => [])).toBeUndefined();
  });

  it("keeps the word's capital", () => {
    expect(bestSuggestion('Caffe', isCorrect, () => [])).toBe('Café');
  });

  it('folds accents and measures swaps as one edit', () => {
    expect(foldAccents('Électricité')).toBe('electricite');
    expect(editDistance('bonjoru', 'bonjour')).toBe(1);
    expect(editDistance('cafe', 'café')).toBe(1);
  });
});
