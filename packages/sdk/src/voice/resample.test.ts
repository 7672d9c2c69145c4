import { describe, expect, it } from 'vitest';
import { resample } from './resample.js';

describe('resample', () => {
  it('makes round(length × to / from) samples', () => {
    expect(resample(new Float32Array(44_100), 44_100, 48_000).length).toBe(48_000);
    expect(resample(new Float32Array(441), 44_100, 48_000).length).toBe(480);
    expect(resample(new Float32Array(960), 96_000, 48_000).length).toBe(480);
    expect(resample(new Float32Array(160), 16_000, 48_000).length).toBe(480);
  });

  it('interpolates linearly between neighbouring samples', () => {
    const upsampled = resample(new Float32Array([0, 1, 0, -1]), 1, 2);

    expect(Array.from(upsampled)).toEqual([0, 0.5, 1, 0.5, 0, -0.5, -1, -1]);
  });

  it('keeps every other sample when halving the rate', () => {
    const downsampled = resample(new Float32Array([0, 0.25, 0.5, 0.75, 1, 0.75]), 2, 1);

    expect(Array.from(downsampled)).toEqual([0, 0.5, 1]);
  });

  it('returns a copy when the rates are equal', () => {
    const samples = new Float32Array([0.1, 0.2]);
    const same = resample(samples, 48_000, 48_000);

    expect(same).not.toBe(samples);
    expect(Array.from(same)).toEqual(Array.from(samples));
  });

  it('rejects rates that are not positive', () => {
    expect(() => resample(new Float32Array(1), 0, 48_000)).toThrow(RangeError);
  });
});
