import { describe, expect, it } from 'vitest';
import { minimalPairDrillText } from './minimal-pair-drill.js';

describe('minimalPairDrillText', () => {
  it('reads the word, the word heard instead, and the word again', () => {
    expect(minimalPairDrillText({ word: 'Think', heard: 'sink' })).toBe('think, sink, think.');
  });
});
