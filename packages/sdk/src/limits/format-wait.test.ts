import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait.js';

describe('formatWait', () => {
  it('says seconds under a minute, minutes under an hour, else hours, rounded up', () => {
    expect(formatWait('en', 400)).toBe('1 second');
    expect(formatWait('en', 30_000)).toBe('30 seconds');
    expect(formatWait('en', 26 * 60_000 + 1)).toBe('27 minutes');
    expect(formatWait('en', 59 * 60_000 + 1)).toBe('1 hour');
    expect(formatWait('en', 24 * 3_600_000)).toBe('24 hours');
  });

  it('says it in the interface language', () => {
    expect(formatWait('es', 27 * 60_000)).toBe('27 minutos');
    expect(formatWait('de', 30 * 60_000)).toBe('30 Minuten');
  });
});
