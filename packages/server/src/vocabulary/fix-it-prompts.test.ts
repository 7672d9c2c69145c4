import { describe, expect, it } from 'vitest';
import type { MessageReview } from '@parla/contract';
import { fixItPrompts } from './fix-it-prompts.js';

const text = 'Yo tiengo un perrro.';
const review: MessageReview = {
  corrected_text: 'Yo tengo un perro.',
  corrections: [
    { start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'Se escribe «tengo».' },
    { start: 13, end: 19, original: 'perrro', replacement: 'perro', category: 'spelling', explanation: 'Se escribe «perro».' },
  ],
  better_phrasing: null,
  checks: [{ kind: 'spelling', status: 'ran' }],
  engine: 'embedded',
};

describe('the fix-it exercises of a review', () => {
  it('make one exercise per correction, each keeping only its own mistake', () => {
    expect(fixItPrompts(text, review)).toEqual([
      { prompt: 'Yo tiengo un perro.', answer: 'Yo tengo un perro.', hint: 'Se escribe «tengo».' },
      { prompt: 'Yo tengo un perrro.', answer: 'Yo tengo un perro.', hint: 'Se escribe «perro».' },
    ]);
  });

  it('make none from a review without corrections', () => {
    expect(fixItPrompts('Yo tengo un perro.', { ...review, corrected_text: 'Yo tengo un perro.', corrections: [] })).toEqual([]);
  });
});
