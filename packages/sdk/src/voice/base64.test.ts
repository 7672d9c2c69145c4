import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.js';

describe('base64', () => {
  it('encodes bytes as standard padded base64', () => {
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff, 0x00, 0x61]))).toBe('+/8AYQ==');
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
  });

  it('decodes what it encoded, also for data longer than one conversion chunk', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7) % 256);

    const decoded = base64ToBytes(bytesToBase64(bytes));

    expect(Buffer.from(decoded).equals(Buffer.from(bytes))).toBe(true);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
