import { describe, expect, it } from 'vitest';
import { MISSPELT_SENTENCE, manyCorrectionsReview, oneCorrectionReview } from '../../stories-support/review-fixtures.js';
import { correctionParts, correctionsFit } from './correction-parts.js';

describe('correctionParts', () => {
  it('cuts the text into unchanged pieces and corrections, in order, keeping every character', () => {
    const parts = correctionParts('Yo tiengo un perro.', oneCorrectionReview.corrections);
    expect(parts.map((part) => (part.kind === 'same' ? part.text : `[${part.correction.original}→${part.correction.replacement}]`))).toEqual(['Yo ', '[tiengo→tengo]', ' un perro.']);
  });

  it('places an insertion between the words around it', () => {
    const parts = correctionParts(MISSPELT_SENTENCE, manyCorrectionsReview.corrections);
    const rebuilt = parts.map((part) => (part.kind === 'same' ? part.text : part.correction.replacement)).join('');
    expect(rebuilt).toBe(manyCorrectionsReview.corrected_text);
    expect(parts.filter((part) => part.kind === 'fix')).toHaveLength(4);
  });
});

describe('correctionsFit', () => {
  it('accepts corrections at their spans, in order', () => {
    expect(correctionsFit(MISSPELT_SENTENCE, manyCorrectionsReview.corrections)).toBe(true);
  });

  it('refuses a review of another text (edited since), and corrections out of order', () => {
    expect(correctionsFit('Yo tengo un perro.', oneCorrectionReview.corrections)).toBe(false);
    expect(correctionsFit(MISSPELT_SENTENCE, [...manyCorrectionsReview.corrections].reverse())).toBe(false);
  });
});
