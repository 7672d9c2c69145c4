import type { z } from 'zod';
import { HTTP_ERROR_MESSAGES, VALIDATION_MESSAGES } from '../constants/messages.js';
import { QUOTA_TIER_LIMITS, RATE_LIMITS } from '../constants/limits.js';
import type { RouteName } from '../constants/routes.js';
import type { ENDPOINTS, RequestBody, RequestQuery, ResponseBody } from '../endpoints.js';
import type { ListeningExercise, StreamEvent, SynthesizedSpeech } from '../types.js';
import * as record from './example-records.js';

const { AT, LATER, TODAY, USER_ID, CONVERSATION_ID, USER_MESSAGE_ID, AI_MESSAGE_ID, ACCESS_TOKEN, REFRESH_TOKEN, AUDIO } = record;

type Schemas<N extends RouteName> = (typeof ENDPOINTS)[N];

/**
 * A request and a response example of call `N`: `request` when the call takes a body, `query` (a value for every query
 * parameter) when it takes any, `path` (a value for each `{name}` of its path) when its path has any, and for a stream
 * the events it sends, in order. The OpenAPI document shows them; a test parses each with its schema.
 */
export type RouteExample<N extends RouteName> = (Schemas<N> extends { body: z.ZodType } ? { request: RequestBody<N> } : unknown) &
  (Schemas<N> extends { query: z.ZodType } ? { query: Required<RequestQuery<N>> } : unknown) & { path?: Readonly<Record<string, string>> } &
  (Schemas<N> extends { stream: true } ? { events: Array<ResponseBody<N>> } : { response: ResponseBody<N> });

const tokens = { access: ACCESS_TOKEN, refresh: REFRESH_TOKEN };
const page = <T>(results: T[]) => ({ results, next: null, count: results.length });
/** The paging of a list's query: the first page of 20. */
const paging = { limit: 20, offset: 0 };
/** The path of a call on the example conversation, and of one on the learner's message. */
const conversationPath = { id: CONVERSATION_ID };
const userMessagePath = { id: USER_MESSAGE_ID };
const speech: SynthesizedSpeech = { audio_data: AUDIO, content_type: 'audio/wav', sample_rate: 22050, duration_ms: 2140, voice_gender: 'female', language_code: 'es-ES', engine: 'espeak-ng', cached: false };
const listeningFromText: ListeningExercise = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  audio_data: AUDIO,
  content_type: 'audio/wav',
  speed: 0.9,
  difficulty_level: 'beginner',
  language_code: 'es-ES',
  questions: [{ id: 'q1', kind: 'dictation', prompt: 'Write what you hear.', options: null }],
};
const listening = { ...listeningFromText, text_id: 'b12' };
/** The events of one streamed reply, as send-message-stream/ and regenerate-stream/ send them. */
const replyEvents: StreamEvent[] = [
  { type: 'ai_message_start', conversation_id: CONVERSATION_ID, data: { ...record.aiMessage, message_text: '', status: 'processing' } },
  { type: 'ai_message_chunk', conversation_id: CONVERSATION_ID, data: { message_id: AI_MESSAGE_ID, chunk: '¡Qué bien! ' } },
  { type: 'ai_message_chunk', conversation_id: CONVERSATION_ID, data: { message_id: AI_MESSAGE_ID, chunk: '¿Qué quieres ver en Madrid?' } },
  { type: 'ai_message_complete', conversation_id: CONVERSATION_ID, data: { ...record.aiMessage, suggestions: record.suggestions } },
  { type: 'stream_end', conversation_id: CONVERSATION_ID, data: {} },
];

/** The ids and titles of the 12 sections of the terms. */
const TERMS_SECTIONS = [
  ['acceptance', 'Acceptance of the terms'],
  ['service', 'The service'],
  ['accounts', 'Accounts'],
  ['acceptable-use', 'Acceptable use'],
  ['privacy', 'Privacy'],
  ['ai-content', 'AI-generated content'],
  ['intellectual-property', 'Intellectual property'],
  ['liability', 'Liability'],
  ['availability', 'Availability'],
  ['termination', 'Termination'],
  ['changes', 'Changes to the terms'],
  ['contact', 'Contact'],
] as const;

/** The error body of each failure the OpenAPI document lists, by status; each parses with `errorBody`. */
export const ERROR_EXAMPLES = {
  400: {
    code: 'validation_failed',
    message: HTTP_ERROR_MESSAGES[400],
    field_errors: { username: [VALIDATION_MESSAGES.email] },
    request_id: 'req_01HZX3K9Q4B7',
  },
  401: { code: 'not_authenticated', message: 'Authentication credentials were not provided.', field_errors: {}, request_id: 'req_01HZX3K9Q4B8' },
  429: { code: 'rate_limited', message: HTTP_ERROR_MESSAGES[429], field_errors: {}, request_id: 'req_01HZX3K9Q4B9' },
  default: { code: 'server_error', message: HTTP_ERROR_MESSAGES[500], field_errors: {}, request_id: 'req_01HZX3K9Q4BA' },
} as const;

/** An example request and response of every call, keyed like the route table; a route without one does not compile. */
export const ROUTE_EXAMPLES: { readonly [N in RouteName]: RouteExample<N> } = {
  'auth.login': { request: { username: 'learner@example.com', password: 'correct horse battery' }, response: tokens },
  'auth.register': {
    request: {
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'learner@example.com',
      password: 'correct horse battery',
      confirm_password: 'correct horse battery',
      terms_accepted: true,
      privacy_accepted: true,
      preferences: { ui_language: 'en', theme: 'light' },
    },
    response: { verification_required: true, message: 'Check your email to verify your account.' },
  },
  'auth.logout': { request: { refresh: REFRESH_TOKEN }, response: record.confirmation('Signed out.') },
  'auth.refresh': { request: { refresh: REFRESH_TOKEN }, response: tokens },
  'auth.verifyEmail': { request: { token: 'Zk3q9v2LwP0aXy7R' }, response: { message: 'Email verified.', ...tokens } },
  'auth.resendVerification': { request: { email: 'learner@example.com' }, response: record.confirmation('If the account exists, a new link is on its way.') },
  'auth.requestPasswordReset': { request: { email: 'learner@example.com' }, response: record.confirmation('If the account exists, a reset link is on its way.') },
  'auth.confirmPasswordReset': {
    path: { uid: 'M2Y2YzFjMmU', token: 'c9k2-7f1e3a9b' },
    request: { token: 'c9k2-7f1e3a9b', password: 'a new long passphrase', confirm_password: 'a new long passphrase' },
    response: record.confirmation('Your password has been changed.'),
  },
  'auth.deleteAccount': { response: record.confirmation('Account deleted.') },

  'user.getProfile': { response: record.user },
  'user.updateProfile': {
    request: { first_name: 'Ana', preferences: { theme: 'dark', playback_speed: 0.75 } },
    response: { ...record.user, preferences: { ...record.user.preferences, theme: 'dark', playback_speed: 0.75 } },
  },
  'user.acceptTerms': { request: { version: '1.0' }, response: { message: 'Terms accepted.', terms_accepted: true, terms_version: '1.0', terms_accepted_at: AT } },
  'user.getTermsStatus': { response: { user_accepted: true, user_version: '1.0', current_version: '1.0', needs_acceptance: false } },
  'user.exportData': {
    response: {
      exported_at: LATER,
      user: record.user,
      conversations: [{ conversation: record.conversation, messages: [record.userMessage, record.aiMessage], recap: null, tutor_summary: null }],
      usage: [record.usageDay],
      support_reports: [record.supportReport],
      feedback: [record.feedback],
      pronunciation_attempts: [{ language: 'es', overall_score: 82, created_at: AT }],
      account: {
        tier: 'free',
        role: 'learner',
        last_active_at: LATER,
        partner_links: [],
        sessions: [{ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', started_at: AT, last_refreshed_at: LATER, expires_at: '2026-04-09T09:30:00.000Z', revoked_at: null }],
        mails: [],
      },
      saved_words: [record.savedWord],
      review_cards: [record.reviewCard],
      learner_levels: [{ language: 'es', level: 'A2', updated_at: AT }],
    },
  },
  'user.deleteAccount': { response: record.confirmation('Account deleted.') },

  'conversations.create': {
    request: { target_language: 'es', learning_mode: 'free_conversation', goals: ['conversation', 'travel'] },
    response: { ...record.conversation, message_count: 0, last_message_preview: null, updated_at: AT, last_message_at: null },
  },
  'conversations.list': { query: { ...paging, target_language: 'es', learning_mode: 'free_conversation' }, response: page([record.conversation]) },
  'conversations.active': { query: { ...paging, target_language: 'es', learning_mode: 'free_conversation' }, response: page([record.conversation]) },
  'conversations.history': { query: { ...paging, target_language: 'es', learning_mode: 'free_conversation' }, response: page([record.conversation]) },
  'conversations.get': { path: conversationPath, response: record.conversation },
  'conversations.delete': { path: conversationPath, response: record.confirmation('Conversation deleted.') },
  'conversations.messages': { path: conversationPath, query: { limit: 20, ordering: '-timestamp', before: AI_MESSAGE_ID }, response: { ...page([record.userMessage, record.aiMessage]), suggestions: record.suggestions } },
  'conversations.sendMessage': {
    request: { conversation_id: CONVERSATION_ID, message_text: 'Manana voy a Madrid con mi hermana.' },
    response: { conversation_id: CONVERSATION_ID, user_message: record.userMessage, ai_message: record.aiMessage, suggestions: record.suggestions },
  },
  'conversations.sendMessageStream': {
    request: { conversation_id: CONVERSATION_ID, message_text: 'Manana voy a Madrid con mi hermana.' },
    events: [
      { type: 'user_message', conversation_id: CONVERSATION_ID, data: { ...record.userMessage, review: null } },
      { type: 'message_review', conversation_id: CONVERSATION_ID, data: { message_id: USER_MESSAGE_ID, review: record.review } },
      ...replyEvents,
    ],
  },
  'conversations.end': { path: conversationPath, response: { ...record.conversation, status: 'ended', ended_at: LATER } },
  'conversations.clear': { path: conversationPath, response: { deleted: 2, conversation: { ...record.conversation, message_count: 0, last_message_preview: null, last_message_at: null } } },
  'conversations.export': { path: conversationPath, response: { exported_at: LATER, conversation: record.conversation, messages: [record.userMessage, record.aiMessage], recap: record.recap, tutor_summary: null } },
  'conversations.stats': {
    response: {
      total_conversations: 6,
      active_conversations: 2,
      total_messages: 96,
      messages_sent: 48,
      practice_minutes: 74,
      active_days: 9,
      current_streak: 3,
      longest_streak: 5,
      by_language: { es: 5, fr: 1 },
      by_mode: { free_conversation: 4, roleplay: 2 },
      last_active_at: LATER,
      pronunciation_trend: [{ date: TODAY, average_score: 81.5, attempts: 4 }],
    },
  },
  'conversations.welcome': { path: conversationPath, response: { conversation_id: CONVERSATION_ID, message_text: '¡Hola, Ana! ¿Qué planes tienes para esta semana?', suggestions: ['Voy a viajar a Madrid.', 'Tengo mucho trabajo.'] } },
  'conversations.editMessage': {
    path: userMessagePath,
    request: { message_text: 'Mañana voy a Madrid con mi hermana.' },
    response: { ...record.userMessage, message_text: 'Mañana voy a Madrid con mi hermana.', edited_at: LATER, review: { ...record.review, corrections: [] } },
  },
  'conversations.regenerateReplyStream': { path: { id: AI_MESSAGE_ID }, events: [...replyEvents] },
  'conversations.learningModes': {
    response: { results: [{ id: 'free_conversation', name: 'Free conversation', description: 'Talk about anything; the tutor keeps the conversation going and corrects gently.' }] },
  },
  'conversations.setLearningMode': { path: conversationPath, request: { learning_mode: 'roleplay' }, response: { ...record.conversation, learning_mode: 'roleplay' } },

  'chat.translate': {
    request: { text: '¿Qué quieres ver en Madrid?', target_language: 'en', message_id: AI_MESSAGE_ID },
    response: { translated_text: 'What do you want to see in Madrid?', source_language: 'es', target_language: 'en', engine: 'apertium', source: 'offline' },
  },

  'voice.transcribe': {
    request: { audio_data: AUDIO, language_code: 'es-ES', sample_rate: 16000 },
    response: { transcript: 'mañana voy a madrid', language_code: 'es-ES', confidence: 0.87, duration_ms: 2140, engine: 'pocketsphinx' },
  },
  'voice.synthesize': { request: { text: '¿Qué quieres ver en Madrid?', language_code: 'es-ES', voice_gender: 'female', speed: 1 }, response: speech },
  'voice.synthesizeMessage': { request: { message_id: AI_MESSAGE_ID, voice_gender: 'female' }, response: { ...speech, cached: true } },
  'voice.pronunciation': {
    request: { audio_data: AUDIO, language_code: 'es-ES', sample_rate: 16000, reference_text: 'mi hermana' },
    response: {
      transcript: 'mi ermana',
      reference_text: 'mi hermana',
      overall_score: 82,
      accuracy_score: 78,
      completeness_score: 100,
      fluency_score: 70,
      words: [
        { word: 'mi', status: 'good', score: 95, expected_phonemes: 'm i', actual_phonemes: 'm i' },
        { word: 'hermana', status: 'close', score: 72, expected_phonemes: 'e r m a n a', actual_phonemes: 'e m a n a' },
      ],
      drills: [{ word: 'hermana', heard: 'ermana', expected_phonemes: 'e r m a n a', heard_phonemes: 'e m a n a' }],
    },
  },
  'voice.listeningExercise': { request: { text: 'Mañana voy a Madrid con mi hermana.', difficulty_level: 'beginner', language_code: 'es-ES', kind: 'dictation' }, response: listeningFromText },
  'voice.checkListeningExercise': {
    path: { id: listeningFromText.id },
    request: { answers: { q1: 'Mañana voy a Madrid con mi ermana' } },
    response: {
      score: 86,
      results: [
        {
          question_id: 'q1',
          correct: false,
          expected: 'Mañana voy a Madrid con mi hermana',
          given: 'Mañana voy a Madrid con mi ermana',
          words: [
            { expected: 'mi', given: 'mi', grade: 'right' },
            { expected: 'hermana', given: 'ermana', grade: 'wrong' },
          ],
        },
      ],
      transcript: 'Mañana voy a Madrid con mi hermana.',
    },
  },
  'voice.levelListeningExercise': { request: { difficulty_level: 'beginner', language_code: 'es-ES', exclude: ['b03'] }, response: listening },
  'voice.capabilities': {
    response: {
      text_to_speech: { available: true, engine: 'espeak-ng', languages: ['es', 'en', 'fr'], voices: ['female', 'male'] },
      speech_to_text: { available: true, engine: 'pocketsphinx', languages: ['en'] },
      pronunciation: { available: true, engine: 'pocketsphinx', languages: ['en'] },
      listening_exercises: { available: true, engine: 'espeak-ng', languages: ['es', 'en', 'fr'] },
      translation: { available: true, engine: 'apertium', all_pairs: false, pairs: [{ source: 'es', target: 'en', engine: 'apertium', via: null }] },
      tutor: { kind: 'embedded', engine: 'offline' },
      dictionaries: { available: true, pairs: [{ source: 'es', target: 'en', name: 'FreeDict Spanish-English' }] },
      sample_rate: 16000,
      max_audio_seconds: 60,
      max_audio_bytes: 10485760,
    },
  },
  'voice.usage': { response: { used: 3, limit: 50, remaining: 47, resets_at: '2026-03-11T00:00:00.000Z' } },
  'voice.health': { response: { status: 'ok', engines: { text_to_speech: 'ok', speech_to_text: 'ok' } } },

  'health.check': { response: { status: 'ok', version: '0.1.1', time: AT, database: 'ok' } },
  'languages.supported': {
    response: { results: [{ code: 'es', name: 'Spanish', native_name: 'Español', text_to_speech: true, speech_to_text: false, spell_check: true }] },
  },
  'terms.get': { response: { version: '1.0', last_updated: '2025-01-15', sections: TERMS_SECTIONS.map(([id, title]) => ({ id, title, body: `${title}: the text of this section.` })) } },

  'support.report': {
    request: { subject: record.supportReport.subject, description: record.supportReport.description, category: 'bug', page_url: 'https://parla.example/chat' },
    response: { id: record.supportReport.id, created_at: AT, message: 'Thank you: we received your report.' },
  },
  'support.feedback': { request: { rating: 5, comment: 'The corrections are clear.' }, response: { id: record.feedback.id, created_at: AT, message: 'Thank you for your feedback.' } },

  'usage.current': {
    response: {
      tier: 'free',
      daily: { messages: { used: 14, limit: 100 }, voiceRequests: { used: 3, limit: 50 }, aiCalls: { used: 14, limit: 200 } },
      monthly: { totalRequests: { used: 420, limit: 2000 }, premiumFeatures: { used: 0, limit: 10 } },
      daily_resets_at: '2026-03-11T00:00:00.000Z',
      monthly_resets_at: '2026-04-01T00:00:00.000Z',
    },
  },
  'usage.history': { query: { period: 'day' }, response: { period: 'day', results: [record.usageDay] } },
  'usage.limits': {
    response: {
      tier: 'free',
      tiers: QUOTA_TIER_LIMITS,
      rate_limits: Object.fromEntries(
        Object.entries(RATE_LIMITS).map(([action, rule]) => [
          action,
          { limit: rule.limit, window_seconds: rule.windowMs / 1000, block_seconds: rule.blockMs / 1000, warning_at: Math.floor(rule.limit * rule.warningAt) },
        ]),
      ) as RouteExample<'usage.limits'>['response']['rate_limits'],
    },
  },

  'vocabulary.list': { query: { ...paging, search: 'herm', language: 'es' }, response: page([record.savedWord]) },
  'vocabulary.save': {
    request: { word: 'hermana', language: 'es', meaning: 'sister', context_sentence: record.savedWord.context_sentence, source_message_id: USER_MESSAGE_ID },
    response: record.savedWord,
  },
  'vocabulary.delete': { path: { id: record.WORD_ID }, response: record.confirmation('Word deleted.') },
  'vocabulary.lookup': {
    query: { word: 'hermana', language: 'es', native: 'en' },
    response: { word: 'hermana', language: 'es', native_language: 'en', base_form: 'hermana', reading: null, meaning: 'sister', source: 'dictionary', engine: 'freedict', message: null },
  },

  'review.due': {
    query: { language: 'es', limit: 20 },
    response: { results: [{ ...record.reviewCard, next_due: { again: LATER, hard: '2026-03-10T09:37:12.000Z', good: '2026-03-10T09:41:12.000Z', easy: '2026-03-18T09:31:12.000Z' } }], count: 1 },
  },
  'review.check': { path: { id: record.CARD_ID }, request: { answer: 'sister' }, response: { verdict: 'right', correct: true, expected: 'sister', accent_slips: [] } },
  'review.grade': { path: { id: record.CARD_ID }, request: { grade: 'good' }, response: { card: { ...record.reviewCard, state: 'learning', reps: 1, last_review: LATER, due: '2026-03-10T09:41:12.000Z' }, next_due: '2026-03-10T09:41:12.000Z' } },
  'review.stats': { query: { language: 'es' }, response: { due_count: 3, reviewed_today: 12, retained_today: 10, total_cards: 40 } },

  'conversations.recap': { path: conversationPath, response: record.recap },
  'progress.learnerModel': { query: { language: 'es' }, response: record.learnerModel },
  'progress.setLevel': { request: { language: 'es', level: 'B1' }, response: { ...record.learnerModel, level_override: 'B1', level: 'B1' } },
  'progress.history': {
    query: { language: 'es', weeks: 4 },
    response: {
      language: 'es',
      weeks: 4,
      from: '2026-02-11',
      to: TODAY,
      days: [
        {
          date: TODAY,
          minutes: 12,
          words_written: 64,
          words_checked: 60,
          corrections: [{ category: 'spelling', count: 2, per_100_words: 3.3 }],
          words_saved: 1,
          words_retained: 10,
          pronunciation_score: 81.5,
          pronunciation_attempts: 4,
        },
      ],
    },
  },

  'batch.updateMessages': {
    request: { updates: [{ id: USER_MESSAGE_ID, message_text: 'Mañana voy a Madrid con mi hermana.' }] },
    response: { updated: [{ ...record.userMessage, message_text: 'Mañana voy a Madrid con mi hermana.', edited_at: LATER, review: null }], count: 1 },
  },
  'batch.deleteMessages': { request: { message_ids: [USER_MESSAGE_ID, AI_MESSAGE_ID] }, response: { deleted: 2 } },

  'admin.users': {
    query: { ...paging, search: 'silva' },
    response: page([
      { id: USER_ID, email: 'learner@example.com', first_name: 'Ana', last_name: 'Silva', is_admin: false, email_verified: true, terms_accepted: true, tier: 'free', conversation_count: 6, message_count: 96, created_at: AT, last_active_at: LATER },
    ]),
  },
  'admin.usage': { response: { users: 120, active_users_today: 18, conversations: 640, messages_today: 310, voice_requests_today: 42, messages_by_day: [{ date: TODAY, count: 310 }] } },
  'admin.reports': { query: paging, response: page([record.supportReport]) },
  'admin.feedback': { query: paging, response: page([record.feedback]) },
  'admin.createPartnerKey': {
    request: { partner: 'Acme Languages', allowed_origins: ['https://learn.acme.example'] },
    response: { ...record.partnerKey, key: 'pk_3f9a.Vb7Yq2mN8xKp4Lr6Tz1W' },
  },
  'admin.listPartnerKeys': { response: { results: [record.partnerKey] } },
  'admin.revokePartnerKey': { path: { id: record.partnerKey.id }, response: { ...record.partnerKey, revoked_at: LATER } },

  'partner.createSession': {
    request: { external_user_id: 'acme-user-42', email: 'learner@example.com', first_name: 'Ana', last_name: 'Silva', native_language: 'en', target_language: 'es' },
    response: { ...tokens, user_id: USER_ID, created: true },
  },

  'dev.outbox': {
    query: { ...paging, to: 'learner@example.com' },
    response: page([
      {
        id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        to: 'learner@example.com',
        subject: 'Verify your email',
        text: 'Open this link to verify your email: http://127.0.0.1:3000/verify-email/Zk3q9v2LwP0aXy7R',
        links: ['http://127.0.0.1:3000/verify-email/Zk3q9v2LwP0aXy7R'],
        created_at: AT,
      },
    ]),
  },
};
