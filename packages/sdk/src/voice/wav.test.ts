import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from './wav.js';

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

describe('encodeWav', () => {
  it('writes a 44-byte RIFF/WAVE header of 16-bit PCM mono at the given rate', () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5]), 48_000);
    const view = new DataView(wav.buffer);

    expect(wav.length).toBe(44 + 3 * 2);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 6);
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(ascii(wav, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(96_000); // bytes per second
    expect(view.getUint16(32, true)).toBe(2); // block align
    expect(view.getUint16(34, true)).toBe(16); // bits per sample
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(6);
  });

  it('stores samples as little-endian 16-bit integers, clamping values outside −1..1', () => {
    const wav = encodeWav(new Float32Array([1, -1, 2, -3, 0]), 16_000);
    const view = new DataView(wav.buffer);

    expect(view.getInt16(44, true)).toBe(32_767);
    expect(view.getInt16(46, true)).toBe(-32_768);
    expect(view.getInt16(48, true)).toBe(32_767);
    expect(view.getInt16(50, true)).toBe(-32_768);
    expect(view.getInt16(52, true)).toBe(0);
  });
});

describe('decodeWav', () => {
  it('gives back the samples and rate that were encoded (within 16-bit precision)', () => {
    const samples = Float32Array.from({ length: 480 }, (_, index) => Math.sin((2 * Math.PI * 440 * index) / 48_000) * 0.8);

    const decoded = decodeWav(encodeWav(samples, 48_000));

    expect(decoded.sampleRate).toBe(48_000);
    expect(decoded.samples.length).toBe(samples.length);
    for (let index = 0; index < samples.length; index += 1) {
      expect(decoded.samples[index]).toBeCloseTo(samples[index] ?? 0, 4);
    }
  });

  it('averages the channels of a stereo file into mono', () => {
    const wav = new Uint8Array(44 + 8);
    const view = new DataView(wav.buffer);
    wav.set(new TextEncoder().encode('RIFF'), 0);
    view.setUint32(4, 36 + 8, true);
    wav.set(new TextEncoder().encode('WAVEfmt '), 8);
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 2, true);
    view.setUint32(24, 22_050, true);
    view.setUint32(28, 22_050 * 4, true);
    view.setUint16(32, 4, true);
    view.setUint16(34, 16, true);
    wav.set(new TextEncoder().encode('data'), 36);
    view.setUint32(40, 8, true);
    view.setInt16(44, 32_767, true);
    view.setInt16(46, 0, true);
    view.setInt16(48, -32_768, true);
    view.setInt16(50, -32_768, true);

    const decoded = decodeWav(wav);

    expect(decoded.sampleRate).toBe(22_050);
    expect(Array.from(decoded.samples)).toEqual([0.5, -1]);
  });

  it('refuses bytes that are not a WAV file', () => {
    expect(() => decodeWav(new TextEncoder().encode('not a wav file at all'))).toThrow(TypeError);
  });
});
