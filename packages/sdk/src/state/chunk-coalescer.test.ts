import { describe, expect, it } from 'vitest';
import { createChunkCoalescer } from './chunk-coalescer.js';

describe('the chunk coalescer', () => {
  it('applies every chunk at once without a scheduler', () => {
    const applied: string[] = [];
    const coalescer = createChunkCoalescer((text) => applied.push(text));

    coalescer.push('Ho');
    coalescer.push('la');

    expect(applied).toEqual(['Ho', 'la']);
  });

  it('schedules one flush for many chunks and applies them together', () => {
    const applied: string[] = [];
    const flushes: Array<() => void> = [];
    const coalescer = createChunkCoalescer((text) => applied.push(text), (flush) => flushes.push(flush));

    coalescer.push('Ho');
    coalescer.push('la');
    coalescer.push('!');
    expect(flushes).toHaveLength(1);
    expect(applied).toEqual([]);

    flushes[0]?.();
    expect(applied).toEqual(['Hola!']);

    coalescer.push(' ¿Qué tal?');
    expect(flushes).toHaveLength(2);
  });

  it('applies pending text on demand, and a later scheduled flush finds nothing to do', () => {
    const applied: string[] = [];
    const flushes: Array<() => void> = [];
    const coalescer = createChunkCoalescer((text) => applied.push(text), (flush) => flushes.push(flush));
    coalescer.push('Hola');

    coalescer.flush();
    flushes[0]?.();

    expect(applied).toEqual(['Hola']);
  });

  it('forgets discarded text', () => {
    const applied: string[] = [];
    const flushes: Array<() => void> = [];
    const coalescer = createChunkCoalescer((text) => applied.push(text), (flush) => flushes.push(flush));
    coalescer.push('Hola');

    coalescer.discard();
    flushes[0]?.();

    expect(applied).toEqual([]);
  });
});
