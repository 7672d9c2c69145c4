import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { failureNotice } from './failure-notice.js';

describe('the error snackbar of a failed action', () => {
  it('shows the ApiError’s user message', () => {
    const error = new ApiError({ kind: 'http', status: 400, message: 'Invalid email or password.' });
    expect(failureNotice(error, 'Login failed', 'auth.loginError')).toEqual({ type: 'error', text: 'Invalid email or password.' });
  });

  it('falls back to the §8 text with its message id for anything else', () => {
    expect(failureNotice(new Error('boom'), 'Failed to update preferences', 'preferences.updateError')).toEqual({
      type: 'error',
      text: 'Failed to update preferences',
      key: 'preferences.updateError',
    });
  });

  it('falls back when the ApiError has no message', () => {
    const error = new ApiError({ kind: 'network', message: '' });
    expect(failureNotice(error, 'Registration failed', 'auth.registerError').text).toBe('Registration failed');
  });

  it('says how long to wait for the §8 429 message with a known wait, in the interface language (as a form does)', () => {
    const error = new ApiError({ kind: 'rate_limited', status: 429, code: 'rate_limited', message: 'Too many requests. Please wait and try again.', retryAfterMs: 1_620_000 });

    expect(failureNotice(error, 'Login failed', 'auth.loginError', 'uk')).toEqual({
      type: 'error',
      text: 'Too many requests. Please wait 27 minutes and try again.',
      key: 'errors.http.429.wait',
      values: { time: '27 хвилин' },
    });
  });

  it('shows a 429 without a known wait, or with the server’s own words, as it is', () => {
    const withoutWait = new ApiError({ kind: 'http', status: 429, message: 'Too many requests. Please wait and try again.' });
    const ownWords = new ApiError({ kind: 'http', status: 429, message: 'You have used today’s 100 messages.', retryAfterMs: 3_600_000 });

    expect(failureNotice(withoutWait, 'Login failed', 'auth.loginError', 'en')).toEqual({ type: 'error', text: 'Too many requests. Please wait and try again.' });
    expect(failureNotice(ownWords, 'Login failed', 'auth.loginError', 'en')).toEqual({ type: 'error', text: 'You have used today’s 100 messages.' });
  });
});
