import { FALLBACK_MESSAGES, SUCCESS_MESSAGES } from '@parla/contract/constants';

/**
 * Message ids of every fixed text the session shows in a snackbar; a view may translate `key` instead of showing `text`.
 * The English texts are the §8 ones (`SUCCESS_MESSAGES`, `FALLBACK_MESSAGES`).
 */
export const SESSION_MESSAGE_KEYS = {
  loginSuccess: 'auth.loginSuccess',
  loginError: 'auth.loginError',
  registerError: 'auth.registerError',
  logoutSuccess: 'auth.logoutSuccess',
  sessionExpired: 'auth.sessionExpired',
  passwordResetSent: 'auth.passwordResetSent',
  passwordResetError: 'auth.passwordResetError',
  accountDeleted: 'auth.accountDeleted',
  deleteAccountError: 'auth.deleteAccountError',
  profileUpdated: 'profile.updateSuccess',
  profileUpdateError: 'profile.updateError',
  preferencesUpdated: 'preferences.updateSuccess',
  preferencesUpdateError: 'preferences.updateError',
  preferencesSavedOnDevice: 'preferences.savedOnDevice',
  termsAcceptSuccess: 'terms.acceptSuccess',
  termsAcceptError: 'terms.acceptError',
  termsDeclineWarning: 'terms.declineWarning',
  retryStatus: 'status.retrying',
  rateLimitedWait: 'errors.http.429.wait',
  unexpectedError: 'errors.unexpected',
} as const;

/** Wording of the terms-dialog outcomes (§4; the spec names the keys, not the English text). */
export const TERMS_MESSAGES = {
  acceptSuccess: SUCCESS_MESSAGES.termsAccepted,
  acceptError: FALLBACK_MESSAGES.acceptTerms,
  declineWarning: 'You need to accept the terms to use Parla. You have been signed out.',
} as const;

/** What a chat's `$error` says once its conversation was deleted while open (code `conversation_deleted`, status 404). */
export const CONVERSATION_DELETED_MESSAGE = 'This conversation was deleted.';
