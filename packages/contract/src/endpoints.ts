import { z } from 'zod';
import { ROUTES, type RouteName } from './constants/routes.js';
import * as auth from './schemas/auth.js';
import * as user from './schemas/user.js';
import * as conversations from './schemas/conversations.js';
import * as stream from './schemas/stream.js';
import * as voice from './schemas/voice.js';
import * as usage from './schemas/usage.js';
import * as support from './schemas/support.js';
import * as service from './schemas/service.js';
import * as admin from './schemas/admin.js';
import * as partner from './schemas/partner.js';
import * as vocabulary from './schemas/vocabulary.js';
import * as progress from './schemas/progress.js';
import { messageResponse, pageQuery } from './schemas/fields.js';
import { withoutNulCharacters } from './schemas/without-nul.js';

/** The schemas of one call: body, query, and response (per event for streams). */
export interface EndpointSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** The response is a `text/event-stream` of `response` events. */
  stream?: true;
}

/** Every call's schemas as declared, before {@link refuseNulInRequests}. */
const DECLARED_ENDPOINTS = {
  'auth.login': { body: auth.loginRequest, response: auth.tokenPair },
  'auth.register': { body: auth.registerRequest, response: auth.registerResponse },
  'auth.logout': { body: auth.logoutRequest, response: messageResponse },
  'auth.refresh': { body: auth.refreshRequest, response: auth.tokenPair },
  'auth.verifyEmail': { body: auth.verifyEmailRequest, response: auth.verifyEmailResponse },
  'auth.resendVerification': { body: auth.resendVerificationRequest, response: messageResponse },
  'auth.requestPasswordReset': { body: auth.passwordResetRequest, response: messageResponse },
  'auth.confirmPasswordReset': { body: auth.passwordResetConfirmRequest, response: messageResponse },
  'auth.deleteAccount': { response: messageResponse },

  'user.getProfile': { response: user.user },
  'user.updateProfile': { body: user.updateProfileRequest, response: user.user },
  'user.acceptTerms': { body: user.acceptTermsRequest, response: user.acceptTermsResponse },
  'user.getTermsStatus': { response: user.termsStatus },
  'user.exportData': {
    response: z.object({
      exported_at: z.iso.datetime({ offset: true }),
      user: user.user,
      conversations: z.array(conversations.conversationExport.omit({ exported_at: true })),
      usage: z.array(usage.usageHistory.shape.results.element),
      support_reports: z.array(support.supportReport),
      feedback: z.array(support.feedback),
      /** Scored pronunciation attempts, oldest first; servers that predate them leave them out. */
      pronunciation_attempts: z.array(voice.pronunciationAttempt).optional(),
      /** Tier, role, last activity, partner links, sessions and kept mails; servers that predate it leave it out. */
      account: user.accountRecord.optional(),
      /** Saved words, oldest first; servers that predate them leave them out. */
      saved_words: z.array(vocabulary.savedWord).optional(),
      /** Review cards with their schedule, oldest first; servers that predate them leave them out. */
      review_cards: z.array(vocabulary.reviewCard).optional(),
      /** The levels the learner set per target language; servers that predate them leave them out. */
      learner_levels: z.array(progress.setLearnerLevelRequest.extend({ updated_at: z.iso.datetime({ offset: true }) })).optional(),
    }),
  },
  'user.deleteAccount': { response: messageResponse },

  'conversations.create': { body: conversations.createConversationRequest, response: conversations.conversation },
  'conversations.list': { query: conversations.conversationListQuery, response: conversations.conversationPage },
  'conversations.active': { query: conversations.conversationListQuery, response: conversations.conversationPage },
  'conversations.history': { query: conversations.conversationListQuery, response: conversations.conversationPage },
  'conversations.get': { response: conversations.conversation },
  'conversations.delete': { response: messageResponse },
  'conversations.messages': { query: conversations.messagesQuery, response: conversations.messagePage },
  'conversations.sendMessage': { body: conversations.sendMessageRequest, response: conversations.sendMessageResponse },
  'conversations.sendMessageStream': { body: conversations.sendMessageRequest, response: stream.streamEvent, stream: true },
  'conversations.end': { response: conversations.conversation },
  'conversations.clear': { response: conversations.clearConversationResponse },
  'conversations.export': { response: conversations.conversationExport },
  'conversations.stats': { response: conversations.conversationStats },
  'conversations.welcome': { response: conversations.welcomeResponse },
  'conversations.editMessage': { body: conversations.editMessageRequest, response: conversations.message },
  // Additive (not in §7): the tutor writes its reply to the learner's latest message again (after an edit), streamed as a send is.
  'conversations.regenerateReplyStream': { response: stream.streamEvent, stream: true },
  'conversations.learningModes': { response: conversations.learningModesResponse },
  'conversations.setLearningMode': { body: conversations.setLearningModeRequest, response: conversations.conversation },

  'chat.translate': { body: conversations.translateRequest, response: conversations.translateResponse },

  'voice.transcribe': { body: voice.transcribeRequest, response: voice.transcribeResponse },
  'voice.synthesize': { body: voice.synthesizeRequest, response: voice.synthesizeResponse },
  'voice.synthesizeMessage': { body: voice.synthesizeMessageRequest, response: voice.synthesizeResponse },
  'voice.pronunciation': { body: voice.pronunciationRequest, response: voice.pronunciationResponse },
  'voice.listeningExercise': { body: voice.listeningExerciseRequest, response: voice.listeningExercise },
  'voice.checkListeningExercise': { body: voice.checkListeningExerciseRequest, response: voice.checkListeningExerciseResponse },
  'voice.levelListeningExercise': { body: voice.levelListeningExerciseRequest, response: voice.listeningExercise },
  'voice.capabilities': { response: voice.voiceCapabilities },
  'voice.usage': { response: voice.voiceUsage },
  'voice.health': { response: voice.voiceHealth },

  'health.check': { response: service.health },
  'languages.supported': { response: service.supportedLanguages },
  'terms.get': { response: service.terms },

  'support.report': { body: support.supportReportRequest, response: support.supportReceipt },
  'support.feedback': { body: support.feedbackRequest, response: support.supportReceipt },

  'usage.current': { response: usage.usageCurrent },
  'usage.history': { query: usage.usageHistoryQuery, response: usage.usageHistory },
  'usage.limits': { response: usage.usageLimits },

  'vocabulary.list': { query: vocabulary.vocabularyListQuery, response: vocabulary.savedWordPage },
  'vocabulary.save': { body: vocabulary.saveWordRequest, response: vocabulary.savedWord },
  'vocabulary.delete': { response: messageResponse },
  'vocabulary.lookup': { query: vocabulary.wordLookupQuery, response: vocabulary.wordLookup },

  'review.due': { query: vocabulary.dueCardsQuery, response: vocabulary.dueCards },
  'review.check': { body: vocabulary.checkAnswerRequest, response: vocabulary.answerCheck },
  'review.grade': { body: vocabulary.gradeCardRequest, response: vocabulary.gradedCard },
  'review.stats': { query: vocabulary.reviewStatsQuery, response: vocabulary.reviewStats },

  'conversations.recap': { response: progress.sessionRecap },
  'progress.learnerModel': { query: progress.learnerModelQuery, response: progress.learnerModel },
  'progress.setLevel': { body: progress.setLearnerLevelRequest, response: progress.learnerModel },
  'progress.history': { query: progress.progressHistoryQuery, response: progress.progressHistory },

  'batch.updateMessages': { body: conversations.batchUpdateRequest, response: conversations.batchUpdateResponse },
  'batch.deleteMessages': { body: conversations.batchDeleteRequest, response: conversations.batchDeleteResponse },

  'admin.users': { query: pageQuery.extend({ search: z.string().max(100).optional() }), response: admin.adminUserPage },
  'admin.usage': { response: admin.adminUsage },
  'admin.reports': { query: pageQuery, response: admin.supportReportPage },
  'admin.feedback': { query: pageQuery, response: admin.feedbackPage },
  'admin.createPartnerKey': { body: partner.createPartnerKeyRequest, response: partner.createdPartnerKey },
  'admin.listPartnerKeys': { response: partner.partnerKeyList },
  'admin.revokePartnerKey': { response: partner.partnerKey },

  'partner.createSession': { body: partner.partnerSessionRequest, response: partner.partnerSessionResponse },

  'dev.outbox': { query: pageQuery.extend({ to: z.string().optional() }), response: service.outbox },
} as const satisfies Record<RouteName, EndpointSchemas>;

/** The same schemas, with every request body and query refusing strings that contain a NUL character (400, §5). */
function refuseNulInRequests<T extends Record<string, EndpointSchemas>>(endpoints: T): T {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, schemas]) => [
      name,
      {
        ...schemas,
        ...(schemas.body ? { body: withoutNulCharacters(schemas.body) } : {}),
        ...(schemas.query ? { query: withoutNulCharacters(schemas.query) } : {}),
      },
    ]),
  ) as T;
}

/** Every call's schemas, keyed like {@link ROUTES}. The route table holds method, path and auth. */
export const ENDPOINTS = refuseNulInRequests(DECLARED_ENDPOINTS);

type Endpoints = typeof ENDPOINTS;
type SchemaOf<N extends RouteName, K extends keyof EndpointSchemas> = Endpoints[N] extends Record<K, infer S extends z.ZodType>
  ? S
  : never;

/** What a caller sends as the body of call `N` (before defaults are applied). */
export type RequestBody<N extends RouteName> = z.input<SchemaOf<N, 'body'>>;
/** The query parameters a caller may send to call `N`. */
export type RequestQuery<N extends RouteName> = z.input<SchemaOf<N, 'query'>>;
/** The body call `N` answers with (for a stream: one event). */
export type ResponseBody<N extends RouteName> = z.output<SchemaOf<N, 'response'>>;

/** Every route with its schemas, for servers and documentation generators. */
export function listEndpoints(): Array<{ name: RouteName } & (typeof ROUTES)[RouteName] & EndpointSchemas> {
  return (Object.keys(ROUTES) as RouteName[]).map((name) => ({ name, ...ROUTES[name], ...ENDPOINTS[name] }));
}
