import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ROUTES, type RouteName } from '@parla/contract/constants';
import { createClient, type ParlaClient } from './create-client.js';
import { memoryTokenStore } from '../tokens/memory-token-store.js';
import { jsonResponse, recordingFetch } from '@parla/test-utils';
import { buildChatStream, sseEvent } from '@parla/test-utils';

interface Expectation {
  invoke: (client: ParlaClient) => Promise<unknown>;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const audio = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAgLsAAAB3AQACABAAZGF0YQAAAAA=';

/** One row per call of §7 (and the calls it implies): how the SDK is called and what must go over the wire. */
const CALLS: Record<RouteName, Expectation> = {
  'auth.login': {
    invoke: (client) => client.auth.login({ username: 'ada@example.com', password: 'pw' }),
    path: '/api/v1/auth/login/',
    body: { username: 'ada@example.com', password: 'pw' },
  },
  'auth.register': {
    invoke: (client) =>
      client.auth.register({
        first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'correct horse',
        confirm_password: 'correct horse', terms_accepted: true, privacy_accepted: true,
      }),
    path: '/api/v1/auth/register/',
    body: {
      first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'correct horse',
      confirm_password: 'correct horse', terms_accepted: true, privacy_accepted: true,
    },
  },
  'auth.logout': { invoke: (client) => client.auth.logout(), path: '/api/v1/auth/logout/', body: { refresh: 'refresh-1' } },
  'auth.refresh': { invoke: (client) => client.auth.refresh({ refresh: 'refresh-1' }), path: '/api/v1/auth/refresh/', body: { refresh: 'refresh-1' } },
  'auth.verifyEmail': { invoke: (client) => client.auth.verifyEmail({ token: 'tok' }), path: '/api/v1/auth/verify-email/', body: { token: 'tok' } },
  'auth.resendVerification': {
    invoke: (client) => client.auth.resendVerification({ email: 'ada@example.com' }),
    path: '/api/v1/auth/verify-email/resend/',
    body: { email: 'ada@example.com' },
  },
  'auth.requestPasswordReset': {
    invoke: (client) => client.auth.requestPasswordReset({ email: 'ada@example.com' }),
    path: '/api/v1/auth/password-reset/',
    body: { email: 'ada@example.com' },
  },
  'auth.confirmPasswordReset': {
    invoke: (client) => client.auth.confirmPasswordReset({ uid: 'u1', token: 't/1', password: 'new password', confirm_password: 'new password' }),
    path: '/api/v1/auth/password-reset/u1/t%2F1/',
    body: { token: 't/1', password: 'new password', confirm_password: 'new password' },
  },
  'auth.deleteAccount': { invoke: (client) => client.auth.deleteAccount(), path: '/api/v1/auth/delete-account/' },

  'user.getProfile': { invoke: (client) => client.user.getProfile(), path: '/api/v1/auth/profile/' },
  'user.updateProfile': {
    invoke: (client) => client.user.updateProfile({ preferences: { theme: 'dark', playback_speed: 1.5 } }),
    path: '/api/v1/auth/profile/',
    body: { preferences: { theme: 'dark', playback_speed: 1.5 } },
  },
  'user.acceptTerms': { invoke: (client) => client.user.acceptTerms({ version: '1.0' }), path: '/api/v1/auth/accept-terms/', body: { version: '1.0' } },
  'user.getTermsStatus': { invoke: (client) => client.user.getTermsStatus(), path: '/api/v1/auth/accept-terms/' },
  'user.exportData': { invoke: (client) => client.user.exportData(), path: '/api/v1/user/export-data/' },
  'user.deleteAccount': { invoke: (client) => client.user.deleteAccount(), path: '/api/v1/user/delete-account/' },

  'conversations.create': {
    invoke: (client) => client.conversations.create({ target_language: 'es', learning_mode: 'roleplay' }),
    path: '/api/v1/conversations/',
    body: { target_language: 'es', learning_mode: 'roleplay' },
  },
  'conversations.list': {
    invoke: (client) => client.conversations.list({ limit: 10, offset: 20 }),
    path: '/api/v1/conversations/',
    query: { limit: '10', offset: '20' },
  },
  'conversations.active': { invoke: (client) => client.conversations.active(), path: '/api/v1/conversations/active/' },
  'conversations.history': {
    invoke: (client) => client.conversations.history({ target_language: 'fr' }),
    path: '/api/v1/conversations/history/',
    query: { target_language: 'fr' },
  },
  'conversations.get': { invoke: (client) => client.conversations.get('c1'), path: '/api/v1/conversations/c1/' },
  'conversations.delete': { invoke: (client) => client.conversations.delete('c1'), path: '/api/v1/conversations/c1/' },
  'conversations.messages': {
    invoke: (client) => client.conversations.messages('c1', { limit: 20, ordering: '-timestamp', before: 'm9' }),
    path: '/api/v1/conversations/c1/messages/',
    query: { limit: '20', ordering: '-timestamp', before: 'm9' },
  },
  'conversations.sendMessage': {
    invoke: (client) => client.conversations.sendMessage({ conversation_id: 'c1', message_text: 'Hola' }),
    path: '/api/v1/conversations/send-message/',
    body: { conversation_id: 'c1', message_text: 'Hola' },
  },
  'conversations.sendMessageStream': {
    invoke: (client) => client.conversations.sendMessageStream({ conversation_id: 'c1', message_text: 'Hola' }).result,
    path: '/api/v1/conversations/send-message-stream/',
    body: { conversation_id: 'c1', message_text: 'Hola' },
  },
  'conversations.end': { invoke: (client) => client.conversations.end('c1'), path: '/api/v1/conversations/c1/end/' },
  'conversations.clear': { invoke: (client) => client.conversations.clear('c1'), path: '/api/v1/conversations/c1/clear/' },
  'conversations.export': { invoke: (client) => client.conversations.export('c1'), path: '/api/v1/conversations/c1/export/' },
  'conversations.recap': { invoke: (client) => client.conversations.recap('c1'), path: '/api/v1/conversations/c1/recap/' },
  'conversations.stats': { invoke: (client) => client.conversations.stats(), path: '/api/v1/conversations/stats/' },
  'conversations.welcome': { invoke: (client) => client.conversations.welcome('c1'), path: '/api/v1/conversations/c1/welcome/' },
  'conversations.editMessage': {
    invoke: (client) => client.conversations.editMessage('m1', { message_text: 'Hola!' }),
    path: '/api/v1/conversations/messages/m1/edit/',
    body: { message_text: 'Hola!' },
  },
  'conversations.regenerateReplyStream': {
    invoke: (client) => client.conversations.regenerateReplyStream('m1').result,
    path: '/api/v1/conversations/messages/m1/regenerate-stream/',
  },
  'conversations.learningModes': { invoke: (client) => client.conversations.learningModes(), path: '/api/v1/conversations/learning-modes/' },
  'conversations.setLearningMode': {
    invoke: (client) => client.conversations.setLearningMode('c1', { learning_mode: 'idioms' }),
    path: '/api/v1/conversations/c1/learning-mode/',
    body: { learning_mode: 'idioms' },
  },

  'chat.translate': {
    invoke: (client) => client.chat.translate({ text: 'Hola', target_language: 'en', message_id: 'm1' }),
    path: '/api/v1/chat/translate/',
    body: { text: 'Hola', target_language: 'en', message_id: 'm1' },
  },

  'voice.transcribe': {
    invoke: (client) => client.voice.transcribe({ audio_data: audio, language_code: 'en-US', sample_rate: 48000 }),
    path: '/api/v1/voice/transcribe/',
    body: { audio_data: audio, language_code: 'en-US', sample_rate: 48000 },
  },
  'voice.synthesize': {
    invoke: (client) => client.voice.synthesize({ text: 'Hola', language_code: 'es-ES', voice_gender: 'female', message_id: 'm1' }),
    path: '/api/v1/voice/synthesize/',
    body: { text: 'Hola', language_code: 'es-ES', voice_gender: 'female', message_id: 'm1' },
  },
  'voice.synthesizeMessage': {
    invoke: (client) => client.voice.synthesizeMessage({ message_id: 'm1', voice_gender: 'male' }),
    path: '/api/v1/voice/synthesize/message/',
    body: { message_id: 'm1', voice_gender: 'male' },
  },
  'voice.pronunciation': {
    invoke: (client) => client.voice.pronunciation({ audio_data: audio, language_code: 'es-ES', sample_rate: 48000, reference_text: 'Hola' }),
    path: '/api/v1/voice/pronunciation/',
    body: { audio_data: audio, language_code: 'es-ES', sample_rate: 48000, reference_text: 'Hola' },
  },
  'voice.listeningExercise': {
    invoke: (client) => client.voice.listeningExercise({ text: 'Hola amigo', difficulty_level: 'beginner', language_code: 'es-ES' }),
    path: '/api/v1/voice/listening-exercise/',
    body: { text: 'Hola amigo', difficulty_level: 'beginner', language_code: 'es-ES' },
  },
  'voice.levelListeningExercise': {
    invoke: (client) => client.voice.levelListeningExercise({ difficulty_level: 'intermediate', language_code: 'es', kind: 'dictation', exclude: ['s1'] }),
    path: '/api/v1/voice/listening-exercise/for-level/',
    body: { difficulty_level: 'intermediate', language_code: 'es', kind: 'dictation', exclude: ['s1'] },
  },
  'voice.checkListeningExercise': {
    invoke: (client) => client.voice.checkListeningExercise('e1', { answers: { q1: 'amigo' } }),
    path: '/api/v1/voice/listening-exercise/e1/check/',
    body: { answers: { q1: 'amigo' } },
  },
  'voice.capabilities': { invoke: (client) => client.voice.capabilities(), path: '/api/v1/voice/capabilities/' },
  'voice.usage': { invoke: (client) => client.voice.usage(), path: '/api/v1/voice/usage/' },
  'voice.health': { invoke: (client) => client.voice.health(), path: '/api/v1/voice/health/' },

  'health.check': { invoke: (client) => client.health.check(), path: '/health/' },
  'languages.supported': { invoke: (client) => client.languages.supported(), path: '/api/v1/languages/supported/' },
  'terms.get': { invoke: (client) => client.terms.get(), path: '/api/v1/terms/' },

  'support.report': {
    invoke: (client) => client.support.report({ subject: 'Bug', description: 'It broke', category: 'bug' }),
    path: '/api/v1/support/report/',
    body: { subject: 'Bug', description: 'It broke', category: 'bug' },
  },
  'support.feedback': {
    invoke: (client) => client.support.feedback({ rating: 5, comment: 'Great' }),
    path: '/api/v1/support/feedback/',
    body: { rating: 5, comment: 'Great' },
  },

  'usage.current': { invoke: (client) => client.usage.current(), path: '/api/v1/usage/current/' },
  'usage.history': { invoke: (client) => client.usage.history({ period: 'month' }), path: '/api/v1/usage/history/', query: { period: 'month' } },
  'usage.limits': { invoke: (client) => client.usage.limits(), path: '/api/v1/usage/limits/' },

  'vocabulary.list': {
    invoke: (client) => client.vocabulary.list({ language: 'es', search: 'gato', limit: 10 }),
    path: '/api/v1/vocabulary/',
    query: { language: 'es', search: 'gato', limit: '10' },
  },
  'vocabulary.save': {
    invoke: (client) => client.vocabulary.save({ word: 'gatos', language: 'es', meaning: 'cats', context_sentence: 'Tengo dos gatos.' }),
    path: '/api/v1/vocabulary/',
    body: { word: 'gatos', language: 'es', meaning: 'cats', context_sentence: 'Tengo dos gatos.' },
  },
  'vocabulary.lookup': {
    invoke: (client) => client.vocabulary.lookup({ word: 'gato', language: 'es', native: 'en' }),
    path: '/api/v1/vocabulary/lookup/',
    query: { word: 'gato', language: 'es', native: 'en' },
  },
  'vocabulary.delete': { invoke: (client) => client.vocabulary.delete('w1'), path: '/api/v1/vocabulary/w1/' },

  'review.due': { invoke: (client) => client.review.due({ language: 'es', limit: 5 }), path: '/api/v1/review/due/', query: { language: 'es', limit: '5' } },
  'review.check': { invoke: (client) => client.review.check('k1', { answer: 'arbol' }), path: '/api/v1/review/cards/k1/check/', body: { answer: 'arbol' } },
  'review.grade': { invoke: (client) => client.review.grade('k1', { grade: 'good' }), path: '/api/v1/review/cards/k1/grade/', body: { grade: 'good' } },
  'review.stats': { invoke: (client) => client.review.stats({ language: 'es' }), path: '/api/v1/review/stats/', query: { language: 'es' } },

  'progress.learnerModel': {
    invoke: (client) => client.progress.learnerModel({ language: 'es' }),
    path: '/api/v1/progress/learner-model/',
    query: { language: 'es' },
  },
  'progress.setLevel': {
    invoke: (client) => client.progress.setLevel({ language: 'es', level: 'B1' }),
    path: '/api/v1/progress/learner-model/level/',
    body: { language: 'es', level: 'B1' },
  },
  'progress.history': {
    invoke: (client) => client.progress.history({ language: 'es', weeks: 8 }),
    path: '/api/v1/progress/history/',
    query: { language: 'es', weeks: '8' },
  },

  'batch.updateMessages': {
    invoke: (client) => client.batch.updateMessages({ updates: [{ id: 'm1', message_text: 'A' }] }),
    path: '/api/v1/batch/messages/',
    body: { updates: [{ id: 'm1', message_text: 'A' }] },
  },
  'batch.deleteMessages': {
    invoke: (client) => client.batch.deleteMessages({ message_ids: ['m1', 'm2'] }),
    path: '/api/v1/batch/messages/',
    body: { message_ids: ['m1', 'm2'] },
  },

  'admin.users': { invoke: (client) => client.admin.users({ search: 'ada', limit: 5 }), path: '/api/v1/admin/users/', query: { search: 'ada', limit: '5' } },
  'admin.usage': { invoke: (client) => client.admin.usage(), path: '/api/v1/admin/usage/' },
  'admin.reports': { invoke: (client) => client.admin.reports({ offset: 10 }), path: '/api/v1/admin/reports/', query: { offset: '10' } },
  'admin.feedback': { invoke: (client) => client.admin.feedback(), path: '/api/v1/admin/feedback/' },
  'admin.createPartnerKey': {
    invoke: (client) => client.admin.createPartnerKey({ partner: 'Acme', allowed_origins: ['https://acme.example'] }),
    path: '/api/v1/admin/partner-keys/',
    body: { partner: 'Acme', allowed_origins: ['https://acme.example'] },
  },
  'admin.listPartnerKeys': { invoke: (client) => client.admin.listPartnerKeys(), path: '/api/v1/admin/partner-keys/' },
  'admin.revokePartnerKey': { invoke: (client) => client.admin.revokePartnerKey('k1'), path: '/api/v1/admin/partner-keys/k1/' },
  'partner.createSession': {
    invoke: (client) => client.partner.createSession({ external_user_id: 'u-42', target_language: 'es' }, { partnerKey: 'pk_secret' }),
    path: '/api/v1/partner/sessions/',
    body: { external_user_id: 'u-42', target_language: 'es' },
  },

  'dev.outbox': { invoke: (client) => client.dev.outbox({ to: 'ada@example.com' }), path: '/api/v1/dev/outbox/', query: { to: 'ada@example.com' } },
};

function answerFor(name: RouteName): Response {
  if (name === 'conversations.sendMessageStream' || name === 'conversations.regenerateReplyStream') {
    const body = buildChatStream({ conversationId: 'c1', userText: 'Hola', aiText: '¡Hola! ¿Qué tal?', chunks: 3 }).map(sseEvent).join('');
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }
  if (['auth.login', 'auth.refresh', 'auth.verifyEmail'].includes(name)) {
    return jsonResponse({ access: 'access-2', refresh: 'refresh-2', message: 'ok' });
  }
  return jsonResponse({ ok: true });
}

describe('every call of the v1 API', () => {
  it('has a row in this table for every route of the contract', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(CALLS) as RouteName[])('%s sends the right method, path, query, headers and body', async (name) => {
    const expectation = CALLS[name];
    const route = ROUTES[name];
    let answered: RouteName | null = null;
    const recorder = recordingFetch(() => {
      answered = name;
      return answerFor(name);
    });
    const client = createClient({
      baseUrl: 'http://parla.test/',
      fetch: recorder.fetch,
      tokenStore: memoryTokenStore({ access: 'access-1', refresh: 'refresh-1' }),
      rateLimiter: false,
    });

    await expectation.invoke(client);

    expect(answered).toBe(name);
    expect(recorder.requests).toHaveLength(1);
    const [request] = recorder.requests;
    expect(request?.method).toBe(route.method);
    expect(request?.url.origin).toBe('http://parla.test');
    expect(request?.url.pathname).toBe(expectation.path);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual(expectation.query ?? {});
    expect(request?.body).toEqual(expectation.body);
    expect(request?.headers.get('x-api-version')).toBe('v1');
    if (route.auth === false) {
      expect(request?.headers.has('authorization')).toBe(false);
    } else {
      expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    }
    if (expectation.body !== undefined) {
      expect(request?.headers.get('content-type')).toBe('application/json');
    }
  });
});

describe('partner sessions', () => {
  it('send the partner key in X-Partner-Key, never a learner token, and store nothing', async () => {
    const tokenStore = memoryTokenStore();
    const recorder = recordingFetch(() => jsonResponse({ access: 'a', refresh: 'r', user_id: 'u1', created: true }));
    const client = createClient({ baseUrl: 'http://parla.test', fetch: recorder.fetch, tokenStore, rateLimiter: false });
    const session = await client.partner.createSession({ external_user_id: 'u-42' }, { partnerKey: 'pk_secret' });
    expect(session).toMatchObject({ access: 'a', refresh: 'r' });
    expect(recorder.requests[0]?.headers.get('x-partner-key')).toBe('pk_secret');
    expect(recorder.requests[0]?.headers.has('authorization')).toBe(false);
    expect(tokenStore.get()).toBeNull();
  });
});

describe('session effects of auth calls', () => {
  it('stores the tokens on login and clears them on logout even when the logout call fails', async () => {
    const tokenStore = memoryTokenStore();
    const recorder = recordingFetch((request) =>
      request.url.pathname === '/api/v1/auth/login/' ? jsonResponse({ access: 'a', refresh: 'r' }) : jsonResponse({}, { status: 400 }),
    );
    const client = createClient({ baseUrl: 'http://parla.test', fetch: recorder.fetch, tokenStore, rateLimiter: false });
    await client.auth.login({ username: 'ada@example.com', password: 'pw' });
    expect(tokenStore.get()).toEqual({ access: 'a', refresh: 'r' });
    await expect(client.auth.logout()).rejects.toMatchObject({ status: 400 });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('client-side rate limits', () => {
  it('rejects the 16th message within a minute with retryAfterMs and sends nothing', async () => {
    // The clock stands still, so the wait is exactly the §9 block (a millisecond passing between sends shortened it).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const recorder = recordingFetch(() => jsonResponse({ ok: true }));
    const client = createClient({ baseUrl: 'http://parla.test', fetch: recorder.fetch, tokenStore: memoryTokenStore({ access: 'a', refresh: 'r' }) });
    for (let index = 0; index < 15; index += 1) {
      await client.conversations.sendMessage({ conversation_id: 'c1', message_text: `Hola ${index}` });
    }
    const blocked = client.conversations.sendMessage({ conversation_id: 'c1', message_text: 'one more' });
    await expect(blocked).rejects.toMatchObject({ kind: 'rate_limited', status: 429 });
    await expect(blocked).rejects.toHaveProperty('retryAfterMs', 5 * 60_000);
    expect(recorder.requests).toHaveLength(15);
  });
});
