import { describe, expect, it } from 'vitest';
import { formatMessage, messageForStatus } from './messages.js';
import { clampPlaybackSpeed } from './constants.js';

describe('§8 messages', () => {
  it.each([
    [400, 'Invalid request. Please check your input.'],
    [403, 'Access denied. You do not have permission.'],
    [404, 'Resource not found.'],
    [429, 'Too many requests. Please wait and try again.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Service temporarily unavailable. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again later.'],
    [504, 'Service temporarily unavailable. Please try again later.'],
    [418, 'An unexpected error occurred.'],
  ])('maps %i to its message', (status, expected) => {
    expect(messageForStatus(status)).toBe(expected);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('HTTP {status}: {text}', { status: 502, text: 'Bad Gateway' })).toBe('HTTP 502: Bad Gateway');
    expect(formatMessage('Retrying {id}', {})).toBe('Retrying {id}');
  });

  it('clamps playback speed', () => {
    expect([clampPlaybackSpeed(0), clampPlaybackSpeed(1.5), clampPlaybackSpeed(9), clampPlaybackSpeed(Number.NaN)]).toEqual([0.5, 1.5, 2, 1]);
  });
});
