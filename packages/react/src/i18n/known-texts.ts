import {
  FALLBACK_MESSAGES,
  HTTP_ERROR_MESSAGES,
  STREAM_ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
} from '@parla/contract/constants';
import { CONVERSATION_DELETED_MESSAGE, TERMS_MESSAGES } from '@parla/sdk';
import type { MessageKey } from './messages/en.js';

/**
 * The message id of each fixed English text of the contract and SDK, so a text that arrives without a key
 * (an {@link ApiError}'s §8 message, a validation failure) can still be shown in the learner's language.
 */
export const KNOWN_TEXT_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [VALIDATION_MESSAGES.required, 'validation.required'],
  [VALIDATION_MESSAGES.email, 'validation.email'],
  [VALIDATION_MESSAGES.passwordsMismatch, 'validation.passwordsMismatch'],
  [VALIDATION_MESSAGES.invalidFormat, 'validation.invalidFormat'],
  [VALIDATION_MESSAGES.messageEmpty, 'validation.messageEmpty'],
  [VALIDATION_MESSAGES.termsRequired, 'validation.termsRequired'],
  [HTTP_ERROR_MESSAGES[400], 'errors.http.400'],
  [HTTP_ERROR_MESSAGES[401], 'errors.http.401'],
  [HTTP_ERROR_MESSAGES[403], 'errors.http.403'],
  [HTTP_ERROR_MESSAGES[404], 'errors.http.404'],
  [HTTP_ERROR_MESSAGES[429], 'errors.http.429'],
  [HTTP_ERROR_MESSAGES[500], 'errors.http.500'],
  [HTTP_ERROR_MESSAGES[503], 'errors.http.unavailable'],
  [HTTP_ERROR_MESSAGES.other, 'errors.http.other'],
  [HTTP_ERROR_MESSAGES.offline, 'errors.offline'],
  [HTTP_ERROR_MESSAGES.network, 'errors.network'],
  [STREAM_ERROR_MESSAGES.incomplete, 'errors.stream.incomplete'],
  [STREAM_ERROR_MESSAGES.noReader, 'errors.stream.noReader'],
  [FALLBACK_MESSAGES.login, 'auth.loginError'],
  [FALLBACK_MESSAGES.register, 'auth.registerError'],
  [FALLBACK_MESSAGES.updateProfile, 'profile.updateError'],
  [FALLBACK_MESSAGES.updatePreferences, 'preferences.updateError'],
  [FALLBACK_MESSAGES.acceptTerms, 'terms.acceptError'],
  [FALLBACK_MESSAGES.passwordReset, 'auth.passwordResetError'],
  [FALLBACK_MESSAGES.deleteAccount, 'auth.deleteAccountError'],
  [FALLBACK_MESSAGES.unhandled, 'errors.unexpected'],
  [SUCCESS_MESSAGES.login, 'auth.loginSuccess'],
  [SUCCESS_MESSAGES.logout, 'auth.logoutSuccess'],
  [SUCCESS_MESSAGES.profileUpdated, 'profile.updateSuccess'],
  [SUCCESS_MESSAGES.preferencesUpdated, 'preferences.updateSuccess'],
  [SUCCESS_MESSAGES.termsAccepted, 'terms.acceptSuccess'],
  [SUCCESS_MESSAGES.passwordResetSent, 'auth.passwordResetSent'],
  [SUCCESS_MESSAGES.accountDeleted, 'auth.accountDeleted'],
  [TERMS_MESSAGES.declineWarning, 'terms.declineWarning'],
  [CONVERSATION_DELETED_MESSAGE, 'chat.unavailable.deleted'],
]);
