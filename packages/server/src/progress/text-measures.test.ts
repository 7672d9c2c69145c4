import { describe, expect, it } from 'vitest';
import { lexicalVariety } from './text-measures.js';

/** The moving-average type-token ratio by its definition: the distinct share of every window, averaged. */
function byDefinition(words: readonly string[], window: number): number {
  if (words.length <= window) {
    return words.length === 0 ? 0 : new Set(words).size / words.length;
  }
  let total = 0;
  for (let start = 0; start + window <= words.length; start += 1) {
    total += new Set(words.slice(start, start + window)).size / window;
  }
  return total / (words.length - window + 1);
}

describe('lexicalVariety', () => {
  it('gives exactly the average of each window’s distinct share, counted in one pass', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (const [length, vocabulary, window] of [[0, 5, 40], [30, 10, 40], [500, 60, 40], [300, 8, 5], [120, 3, 1]] as const) {
      const words = Array.from({ length }, () => `w${next() % vocabulary}`);
      expect(lexicalVariety(words, window)).toBe(byDefinition(words, window));
    }
  });
});
