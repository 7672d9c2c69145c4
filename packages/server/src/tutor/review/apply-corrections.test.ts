import { describe, expect, it } from 'vitest';
import { applyCorrections, nonOverlapping } from './apply-corrections.js';
import type { Correction } from './review-types.js';

function correction(start: number, end: number, original: string, replacement: string): Correction {
  return { start, end, original, replacement, category: 'spelling', explanation: '' };
}

describe('the corrections of a review', () => {
  it('are sorted by start, the first found kept where two overlap, and applied to the text', () => {
    const text = 'Yo tiene un cafe';
    const kept = nonOverlapping([correction(12, 16, 'cafe', 'café'), correction(3, 8, 'tiene', 'tengo'), correction(0, 8, 'Yo tiene', 'Tengo')]);
    expect(kept.map((item) => item.replacement)).toEqual(['tengo', 'café']);
    expect(applyCorrections(text, kept)).toBe('Yo tengo un café');
  });

  it('drop a correction that changes nothing', () => {
    expect(nonOverlapping([correction(0, 2, 'Yo', 'Yo')])).toEqual([]);
  });
});
