/** HTTP methods used by the v1 API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API: method, path template (`{name}` parameters) and whether it needs a signed-in user. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  /** `true` when the call needs a bearer token; `admin` when it also needs the admin role. */
  auth: boolean | 'admin';
}

function route(method: HttpMethod, path: string, auth: boolean | 'admin' = true): RouteDefinition {
  return { method, path, auth };
}

/**
 * Every call of the v1 API (spec §7, plus the calls the spec implies: email verification,
 * admin, partner sessions, listening-exercise answers and the development outbox), keyed
 * `namespace.method` exactly as the SDK names them.
 */
export const ROUTES = {
  'auth.login': route('POST', '/api/v1/auth/login/', false),
  'auth.register': route('POST', '/api/v1/auth/register/', false),
  'auth.logout': route('POST', '/api/v1/auth/logout/'),
  'auth.refresh': route('POST', '/api/v1/auth/refresh/', false),
  'auth.verifyEmail': route('POST', '/api/v1/auth/verify-email/', false),
  'auth.resendVerification': route('POST', '/api/v1/auth/verify-email/resend/', false),
  'auth.requestPasswordReset': route('POST', '/api/v1/auth/password-reset/', false),
  'auth.confirmPasswordReset': route('POST', '/api/v1/auth/password-reset/{uid}/{token}/', false),
  'auth.deleteAccount': route('DELETE', '/api/v1/auth/delete-account/'),

  'user.getProfile': route('GET', '/api/v1/auth/profile/'),
  'user.updateProfile': route('PATCH', '/api/v1/auth/profile/'),
  'user.acceptTerms': route('POST', '/api/v1/auth/accept-terms/'),
  'user.getTermsStatus': route('GET', '/api/v1/auth/accept-terms/'),
  'user.exportData': route('GET', '/api/v1/user/export-data/'),
  'user.deleteAccount': route('DELETE', '/api/v1/user/delete-account/'),

  'conversations.create': route('POST', '/api/v1/conversations/'),
  'conversations.list': route('GET', '/api/v1/conversations/'),
  'conversations.active': route('GET', '/api/v1/conversations/active/'),
  'conversations.history': route('GET', '/api/v1/conversations/history/'),
  'conversations.get': route('GET', '/api/v1/conversations/{id}/'),
  'conversations.delete': route('DELETE', '/api/v1/conversations/{id}/'),
  'conversations.messages': route('GET', '/api/v1/conversations/{id}/messages/'),
  'conversations.sendMessage': route('POST', '/api/v1/conversations/send-message/'),
  'conversations.sendMessageStream': route('POST', '/api/v1/conversations/send-message-stream/'),
  'conversations.end': route('POST', '/api/v1/conversations/{id}/end/'),
  // Beyond the spec: deletes every message of a conversation in one call (the chat's Clear conversation).
  'conversations.clear': route('POST', '/api/v1/conversations/{id}/clear/'),
  'conversations.export': route('GET', '/api/v1/conversations/{id}/export/'),
  'conversations.stats': route('GET', '/api/v1/conversations/stats/'),
  'conversations.welcome': route('GET', '/api/v1/conversations/{id}/welcome/'),
  'conversations.editMessage': route('PATCH', '/api/v1/conversations/messages/{id}/edit/'),
  'conversations.regenerateReplyStream': route('POST', '/api/v1/conversations/messages/{id}/regenerate-stream/'),
  'conversations.learningModes': route('GET', '/api/v1/conversations/learning-modes/'),
  'conversations.setLearningMode': route('PUT', '/api/v1/conversations/{id}/learning-mode/'),

  'chat.translate': route('POST', '/api/v1/chat/translate/'),

  'voice.transcribe': route('POST', '/api/v1/voice/transcribe/'),
  'voice.synthesize': route('POST', '/api/v1/voice/synthesize/'),
  'voice.synthesizeMessage': route('POST', '/api/v1/voice/synthesize/message/'),
  'voice.pronunciation': route('POST', '/api/v1/voice/pronunciation/'),
  'voice.listeningExercise': route('POST', '/api/v1/voice/listening-exercise/'),
  'voice.checkListeningExercise': route('POST', '/api/v1/voice/listening-exercise/{id}/check/'),
  'voice.levelListeningExercise': route('POST', '/api/v1/voice/listening-exercise/for-level/'),
  'voice.capabilities': route('GET', '/api/v1/voice/capabilities/', false),
  'voice.usage': route('GET', '/api/v1/voice/usage/'),
  'voice.health': route('GET', '/api/v1/voice/health/', false),

  'health.check': route('GET', '/health/', false),
  'languages.supported': route('GET', '/api/v1/languages/supported/', false),
  'terms.get': route('GET', '/api/v1/terms/', false),

  'support.report': route('POST', '/api/v1/support/report/'),
  'support.feedback': route('POST', '/api/v1/support/feedback/'),

  'usage.current': route('GET', '/api/v1/usage/current/'),
  'usage.history': route('GET', '/api/v1/usage/history/'),
  'usage.limits': route('GET', '/api/v1/usage/limits/'),

  // Beyond the spec (issue #20): saved words and their spaced-repetition review.
  'vocabulary.list': route('GET', '/api/v1/vocabulary/'),
  'vocabulary.save': route('POST', '/api/v1/vocabulary/'),
  'vocabulary.delete': route('DELETE', '/api/v1/vocabulary/{id}/'),
  'vocabulary.lookup': route('GET', '/api/v1/vocabulary/lookup/'),

  'review.due': route('GET', '/api/v1/review/due/'),
  'review.check': route('POST', '/api/v1/review/cards/{id}/check/'),
  'review.grade': route('POST', '/api/v1/review/cards/{id}/grade/'),
  'review.stats': route('GET', '/api/v1/review/stats/'),

  // Beyond the spec (issue #21): the recap of a session and the learner model of a target language.
  'conversations.recap': route('GET', '/api/v1/conversations/{id}/recap/'),
  'progress.learnerModel': route('GET', '/api/v1/progress/learner-model/'),
  'progress.setLevel': route('PUT', '/api/v1/progress/learner-model/level/'),
  'progress.history': route('GET', '/api/v1/progress/history/'),

  'batch.updateMessages': route('POST', '/api/v1/batch/messages/'),
  'batch.deleteMessages': route('DELETE', '/api/v1/batch/messages/'),

  'admin.users': route('GET', '/api/v1/admin/users/', 'admin'),
  'admin.usage': route('GET', '/api/v1/admin/usage/', 'admin'),
  'admin.reports': route('GET', '/api/v1/admin/reports/', 'admin'),
  'admin.feedback': route('GET', '/api/v1/admin/feedback/', 'admin'),
  'admin.createPartnerKey': route('POST', '/api/v1/admin/partner-keys/', 'admin'),
  'admin.listPartnerKeys': route('GET', '/api/v1/admin/partner-keys/', 'admin'),
  'admin.revokePartnerKey': route('DELETE', '/api/v1/admin/partner-keys/{id}/', 'admin'),

  // Sent by a partner's backend with its secret key (`Authorization: Bearer pk_…` or `X-Partner-Key`), never by a learner.
  'partner.createSession': route('POST', '/api/v1/partner/sessions/', false),

  'dev.outbox': route('GET', '/api/v1/dev/outbox/', false),
} as const satisfies Record<string, RouteDefinition>;

/** Name of one call, `namespace.method`. */
export type RouteName = keyof typeof ROUTES;

/**
 * The POSTs that create something and honour `Idempotency-Key`: a client sends one key per intended action and the
 * same key on every retry, and the server answers a repeat from the first request instead of doing it twice.
 */
export const IDEMPOTENT_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'auth.register',
  'conversations.create',
  'conversations.sendMessage',
  'conversations.sendMessageStream',
  'support.report',
  'support.feedback',
  'vocabulary.save',
]);

/** Fills a path template's `{name}` parameters, URL-encoding each value. */
export function buildPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
