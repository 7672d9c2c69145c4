import { describe, expect, it } from 'vitest';
import { formatClock, formatWait } from './format-duration.js';
import { intlForMessages } from './intl-for-messages.js';

const english = intlForMessages('en', {});

describe('formatWait', () => {
  it.each([
    [24 * 3_600_000, '24 hours'],
    [3_600_000, '1 hour'],
    [3_600_001, '2 hours'],
    [3_599_000, '1 hour'],
    [3_540_000, '59 minutes'],
    [5 * 60_000, '5 minutes'],
    [61_000, '2 minutes'],
    [59_500, '1 minute'],
    [30_000, '30 seconds'],
    [200, '1 second'],
  ])('says %d ms as "%s", rounded up', (milliseconds, text) => {
    expect(formatWait(english, milliseconds)).toBe(text);
  });

  it('speaks the interface language', () => {
    expect(formatWait(intlForMessages('de', {}), 24 * 3_600_000)).toBe('24 Stunden');
  });
});

describe('formatClock', () => {
  it('shows m:ss', () => {
    expect([formatClock(7_400), formatClock(60_000), formatClock(-5)]).toEqual(['0:07', '1:00', '0:00']);
  });
});
