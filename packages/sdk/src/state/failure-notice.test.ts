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
});
