import { describe, expect, it } from 'vitest';
import { formatDueIn, wordAt, wordSegments } from './word-segments.js';

describe('the words of a message', () => {
  it('are the words without punctuation, each with its sentence', () => {
    const segments = wordSegments('Tengo un perro. ¿Y tú, qué tienes?', 'es');
    expect(segments.map((segment) => segment.word)).toEqual(['Tengo', 'un', 'perro', 'Y', 'tú', 'qué', 'tienes']);
    expect(segments[2]).toMatchObject({ start: 9, end: 14, sentence: 'Tengo un perro.' });
    expect(segments[4]!.sentence).toBe('¿Y tú, qué tienes?');
  });

  it('splits Japanese and Chinese into words, not sentences', () => {
    const japanese = wordSegments('私は猫が好きです。', 'ja').map((segment) => segment.word);
    expect(japanese.length).toBeGreaterThan(3);
    expect(japanese).toContain('猫');
    const chinese = wordSegments('我喜欢猫。', 'zh').map((segment) => segment.word);
    expect(chinese).toContain('喜欢');
  });

  it('finds the word at a tap, and none on a space or punctuation', () => {
    expect(wordAt('Tengo un perro.', 10, 'es')?.word).toBe('perro');
    expect(wordAt('Tengo un perro.', 5, 'es')).toBeNull();
    expect(wordAt('Tengo un perro.', 14, 'es')).toBeNull();
  });
});

describe('the time until a card is due again', () => {
  it('is said in the largest fitting unit of the locale', () => {
    expect(formatDueIn('en', 60_000)).toBe('1 min');
    expect(formatDueIn('en', 10 * 60_000)).toBe('10 min');
    expect(formatDueIn('en', 3 * 3_600_000)).toBe('3 hr');
    expect(formatDueIn('en', 4 * 86_400_000)).toBe('4 days');
    expect(formatDueIn('es', 86_400_000)).toBe('1 d');
  });
});
