import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.js';

describe('checking a typed answer', () => {
  it('ignores case, punctuation and extra spaces', () => {
    expect(checkAnswer('Yo tengo un perro.', '  yo TENGO   un perro ', 'es')).toMatchObject({ verdict: 'right', correct: true, accent_slips: [] });
  });

  it('accepts missing accents and reports them', () => {
    expect(checkAnswer('el árbol', 'el arbol', 'es')).toEqual({
      verdict: 'right',
      correct: true,
      expected: 'el árbol',
      accent_slips: [{ written: 'arbol', expected: 'árbol' }],
    });
  });

  it('calls a letter off close, not right', () => {
    expect(checkAnswer('perro', 'pero', 'es')).toMatchObject({ verdict: 'close', correct: false, expected: 'perro' });
  });

  it('calls another word wrong', () => {
    expect(checkAnswer('perro', 'gato', 'es')).toMatchObject({ verdict: 'wrong', correct: false });
  });

  it('reads brackets and bars in the expected answer literally', () => {
    expect(checkAnswer('casa (house)', 'casa house', 'es').correct).toBe(true);
    expect(checkAnswer('casa (house)', 'casa', 'es').correct).toBe(false);
  });

  it('ignores spaces in Japanese', () => {
    expect(checkAnswer('私は学生です。', '私は 学生です', 'ja').correct).toBe(true);
  });
});
