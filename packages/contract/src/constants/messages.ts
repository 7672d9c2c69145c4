/** Validation messages of §5, word for word. `{min}`/`{max}` are filled by {@link formatMessage}. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  passwordMin: 'Password must be at least {min} characters',
  passwordsMismatch: 'Passwords do not match',
  nameMin: 'Name must be at least {min} characters',
  nameMax: 'Name cannot exceed {max} characters',
  invalidFormat: 'Invalid format',
  messageEmpty: 'Message cannot be empty',
  termsRequired: 'You must accept the terms and privacy policy',
} as const;

/** HTTP error messages of §8, by status. */
export const HTTP_ERROR_MESSAGES = {
  400: 'Invalid request. Please check your input.',
  403: 'Access denied. You do not have permission.',
  404: 'Resource not found.',
  429: 'Too many requests. Please wait and try again.',
  500: 'Server error. Please try again later.',
  502: 'Service temporarily unavailable. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
  504: 'Service temporarily unavailable. Please try again later.',
  other: 'An unexpected error occurred.',
  offline: 'No internet connection. Please check your network.',
  network: 'Network error. Please try again.',
  /** Not in §8's table: a 401 after the one refresh failed. */
  401: 'Your session has expired. Please sign in again.',
} as const;

/** The §8 user message for an HTTP status (the server's own message, when present, is preferred by callers). */
export function messageForStatus(status: number): string {
  const known = (HTTP_ERROR_MESSAGES as Record<number, string | undefined>)[status];
  return known ?? HTTP_ERROR_MESSAGES.other;
}

/** Stream failure messages of §4 and §8. */
export const STREAM_ERROR_MESSAGES = {
  incomplete: 'Stream ended without complete AI message',
  http: 'HTTP {status}: {text}',
  noReader: 'No response body reader available',
} as const;

/** Fallback messages of §8. */
export const FALLBACK_MESSAGES = {
  login: 'Login failed',
  register: 'Registration failed',
  updateProfile: 'Failed to update profile',
  updatePreferences: 'Failed to update preferences',
  acceptTerms: 'Failed to accept terms',
  passwordReset: 'Failed to send password reset email',
  deleteAccount: 'Failed to delete account',
  unhandled: 'An unexpected error occurred',
} as const;

/** Success toasts of §8. */
export const SUCCESS_MESSAGES = {
  login: 'Welcome back!',
  logout: 'You have been logged out',
  profileUpdated: 'Profile updated successfully',
  preferencesUpdated: 'Preferences updated successfully',
  termsAccepted: 'Terms accepted successfully',
  passwordResetSent: 'Password reset email sent successfully!',
  accountDeleted: 'Account deleted successfully. Redirecting...',
} as const;

/** Status text shown while a request is being retried (§4). */
export const RETRY_STATUS_MESSAGE = 'Retrying {id}';

/** Fills `{name}` placeholders of a message template. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
