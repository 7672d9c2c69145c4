/**
 * The English catalogue: every message id of the library with its ICU text. It is bundled as the fallback;
 * the other nine catalogues are loaded on demand and must have exactly these keys.
 */
export const coreEn = {
  // Snackbar (§2, §4)
  'snackbar.close': 'Close notification',

  // Terms dialog (§2, §4)
  'terms.title': 'Terms of Service',
  'terms.version': 'Version {version}',
  'terms.lastUpdated': 'Last updated: {date}',
  'terms.required': 'I have read and accept the Terms of Service',
  'terms.accept': 'Accept',
  'terms.accepting': 'Accepting…',
  'terms.decline': 'Decline',
  'terms.loading': 'Loading the terms…',
  'terms.acceptSuccess': 'Terms accepted successfully',
  'terms.acceptError': 'Failed to accept terms',
  'terms.declineWarning': 'You need to accept the terms to use Parla. You have been signed out.',

  // Chat
  'chat.messages': 'Conversation',
  'chat.sender.user': 'You',
  'chat.sender.ai': 'AI tutor',
  'chat.message.failed': 'Not delivered',
  'chat.message.edited': 'edited',
  'chat.typing': 'The tutor is writing…',
  'chat.replyAnnouncement': 'The tutor replied: {text}',
  'chat.input.label': 'Your message',
  'chat.input.placeholder': 'Write a message…',
  // Shown near and over the longest message the server takes (VALIDATION.messageMaxLength); Send is off while over.
  'chat.input.count': '{count, number} of {max, number} characters',
  'chat.send': 'Send message',
  'chat.stop': 'Stop the reply',
  'chat.error.load': 'The conversation could not be loaded.',
  'chat.error.send': 'Your message could not be sent.',
  'chat.error.voice': 'Voice input is not available right now.',
  'chat.error.export': 'The conversation could not be exported.',
  'chat.error.clear': 'The conversation could not be cleared.',
  'chat.error.newConversation': 'A new conversation could not be started.',
  'chat.error.chunkLoad': 'Part of the app could not be loaded. Please reload the page.',

  // Session notices of the SDK (SESSION_MESSAGE_KEYS; §8 wording)
  'auth.loginSuccess': 'Welcome back!',
  'auth.loginError': 'Login failed',
  'auth.registerError': 'Registration failed',
  'auth.logoutSuccess': 'You have been logged out',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.passwordResetSent': 'Password reset email sent successfully!',
  'auth.passwordResetError': 'Failed to send password reset email',
  'auth.accountDeleted': 'Account deleted successfully. Redirecting...',
  'auth.deleteAccountError': 'Failed to delete account',
  'profile.updateSuccess': 'Profile updated successfully',
  'profile.updateError': 'Failed to update profile',
  'preferences.updateSuccess': 'Preferences updated successfully',
  'preferences.updateError': 'Failed to update preferences',
  'preferences.savedOnDevice': 'Saved on this device. Sign in to keep your playback speed and voice too.',
  'status.retrying': 'Retrying {id} (attempt {attempt} of {retries})',
  // What a retried call is about, filling {id} above (the SDK's RetryTopic)
  'status.retrying.message': 'your message',
  'status.retrying.translation': 'the translation',
  'status.retrying.speech': 'the speech service',
  'status.retrying.conversation': 'the conversation',
  'status.retrying.progress': 'your progress',
  'status.retrying.account': 'your account details',
  'status.retrying.support': 'your support request',
  'status.retrying.admin': 'the administration data',
  'status.retrying.request': 'the request',
  'errors.unexpected': 'An unexpected error occurred',

  // Validation (§5)
  'validation.required': 'This field is required',
  'validation.email': 'Please enter a valid email',
  'validation.passwordMin': 'Password must be at least {min} characters',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.nameMin': 'Name must be at least {min} characters',
  'validation.nameMax': 'Name cannot exceed {max} characters',
  'validation.invalidFormat': 'Invalid format',
  'validation.messageEmpty': 'Message cannot be empty',
  'validation.termsRequired': 'You must accept the terms and privacy policy',

  // HTTP and stream failures (§8)
  'errors.http.400': 'Invalid request. Please check your input.',
  'errors.http.401': 'Your session has expired. Please sign in again.',
  'errors.http.403': 'Access denied. You do not have permission.',
  'errors.http.404': 'Resource not found.',
  'errors.http.429': 'Too many requests. Please wait and try again.',
  'errors.http.429.wait': 'Too many requests. Please wait {time} and try again.',
  'errors.http.500': 'Server error. Please try again later.',
  'errors.http.unavailable': 'Service temporarily unavailable. Please try again later.',
  'errors.http.other': 'An unexpected error occurred.',
  'errors.offline': 'No internet connection. Please check your network.',
  'errors.network': 'Network error. Please try again.',
  'errors.stream.incomplete': 'Stream ended without complete AI message',
  'errors.stream.http': 'HTTP {status}: {text}',
  'errors.stream.noReader': 'No response body reader available',
} as const;

/** Message ids of the core area. */
export type CoreKey = keyof typeof coreEn;
