import { describe, expect, it } from 'vitest';
import { formatPlaybackSpeed } from './format-playback-speed.js';
import { intlForMessages } from './intl-for-messages.js';

describe('formatPlaybackSpeed', () => {
  it.each([
    [1, '1×'],
    [1.25, '1.25×'],
    [0.5, '0.5×'],
    [2, '2×'],
    [1.125, '1.13×'],
  ])('writes %d as "%s": at most two decimals, none forced', (speed, text) => {
    expect(formatPlaybackSpeed(intlForMessages('en', {}), speed)).toBe(text);
  });

  it('writes the number as the interface language does', () => {
    expect(formatPlaybackSpeed(intlForMessages('uk', {}), 2)).toBe('2×');
    expect(formatPlaybackSpeed(intlForMessages('uk', {}), 1.25)).toBe('1,25×');
    expect(formatPlaybackSpeed(intlForMessages('de', {}), 0.75)).toBe('0,75×');
  });
});
