import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, listEndpoints, type RouteName } from '@parla/contract';
import { espeakSpeech } from './speech-fixtures.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import {
  ADMIN_EMAIL,
  OUTBOX_HEADERS,
  call,
  createConversation,
  createTestContext,
  latestMail,
  parseEventStream,
  signUp,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from './test-app.js';

/** The offline tutor plus a translation stub, so chat.translate has an engine to call. */
const tutor: TutorEngine = {
  ...createOfflineEngine(),
  name: 'offline+stub-translation',
  translate: async (request) => ({ translatedText: `[${request.targetLanguage}] ${request.text}`, sourceLanguage: request.sourceLanguage ?? 'es' }),
};

interface Fixture {
  context: TestContext;
  user: TestUser;
  admin: TestUser;
  conversationId: string;
  userMessageId: string;
  aiMessageId: string;
}

interface RouteRequest {
  path: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** "Hello" spoken by espeak-ng (16 kHz), made once before the table runs. */
let AUDIO = '';

/** One valid request per route. A route added to the contract without an entry here fails the suite. */
const REQUESTS: Record<RouteName, (fixture: Fixture) => Promise<RouteRequest>> = {
  'auth.login': async ({ user }) => ({
    path: '/api/v1/auth/login/',
    body: { username: user.email, password: user.password },
    headers: { 'X-Forwarded-For': `10.0.0.${randomBytes(1)[0]}` },
  }),
  'auth.register': async () => ({
    path: '/api/v1/auth/register/',
    body: { first_name: 'Grace', last_name: 'Hopper', email: uniqueEmail(), password: 'a long password', confirm_password: 'a long password', terms_accepted: true, privacy_accepted: true },
  }),
  'auth.logout': async ({ context }) => {
    const other = await signUp(context.app);
    return { path: '/api/v1/auth/logout/', token: other.access, body: { refresh: other.refresh } };
  },
  'auth.refresh': async ({ context }) => ({ path: '/api/v1/auth/refresh/', body: { refresh: (await signUp(context.app)).refresh } }),
  'auth.verifyEmail': async ({ context }) => {
    const email = uniqueEmail();
    await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: { first_name: 'Alan', last_name: 'Turing', email, password: 'a long password', confirm_password: 'a long password', terms_accepted: true, privacy_accepted: true },
    });
    const mail = await latestMail(context.app, email);
    return { path: '/api/v1/auth/verify-email/', body: { token: mail.links[0]?.split('/verify-email/')[1] } };
  },
  'auth.resendVerification': async () => ({ path: '/api/v1/auth/verify-email/resend/', body: { email: uniqueEmail() } }),
  'auth.requestPasswordReset': async ({ user }) => ({ path: '/api/v1/auth/password-reset/', body: { email: user.email } }),
  'auth.confirmPasswordReset': async ({ context }) => {
    const other = await signUp(context.app);
    await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: other.email } });
    const link = (await latestMail(context.app, other.email, 'Reset')).links[0] ?? '';
    const [uid, token] = link.split('/reset-password/')[1]?.split('/') ?? [];
    return { path: `/api/v1/auth/password-reset/${uid}/${token}/`, body: { token, password: 'a brand new password', confirm_password: 'a brand new password' } };
  },
  'auth.deleteAccount': async ({ context }) => ({ path: '/api/v1/auth/delete-account/', token: (await signUp(context.app)).access }),

  'user.getProfile': async ({ user }) => ({ path: '/api/v1/auth/profile/', token: user.access }),
  'user.updateProfile': async ({ user }) => ({ path: '/api/v1/auth/profile/', token: user.access, body: { first_name: 'Augusta', preferences: { theme: 'dark', playback_speed: 3 } } }),
  'user.acceptTerms': async ({ user }) => ({ path: '/api/v1/auth/accept-terms/', token: user.access, body: { version: '1.0' } }),
  'user.getTermsStatus': async ({ user }) => ({ path: '/api/v1/auth/accept-terms/', token: user.access }),
  'user.exportData': async ({ user }) => ({ path: '/api/v1/user/export-data/', token: user.access }),
  'user.deleteAccount': async ({ context }) => ({ path: '/api/v1/user/delete-account/', token: (await signUp(context.app)).access }),

  'conversations.create': async ({ user }) => ({ path: '/api/v1/conversations/', token: user.access, body: { target_language: 'fr', learning_mode: 'roleplay' } }),
  'conversations.list': async ({ user }) => ({ path: '/api/v1/conversations/?limit=1', token: user.access }),
  'conversations.active': async ({ user }) => ({ path: '/api/v1/conversations/active/', token: user.access }),
  'conversations.history': async ({ user }) => ({ path: '/api/v1/conversations/history/', token: user.access }),
  'conversations.get': async ({ user, conversationId }) => ({ path: `/api/v1/conversations/${conversationId}/`, token: user.access }),
  'conversations.delete': async ({ context, user }) => ({ path: `/api/v1/conversations/${await createConversation(context.app, user)}/`, token: user.access }),
  'conversations.messages': async ({ user, conversationId }) => ({ path: `/api/v1/conversations/${conversationId}/messages/?limit=1&ordering=-timestamp`, token: user.access }),
  'conversations.sendMessage': async ({ user, conversationId }) => ({ path: '/api/v1/conversations/send-message/', token: user.access, body: { conversation_id: conversationId, message_text: 'Me gusta el café.' } }),
  'conversations.sendMessageStream': async ({ user, conversationId }) => ({ path: '/api/v1/conversations/send-message-stream/', token: user.access, body: { conversation_id: conversationId, message_text: '¿Qué tal?' } }),
  'conversations.end': async ({ context, user }) => ({ path: `/api/v1/conversations/${await createConversation(context.app, user)}/end/`, token: user.access }),
  'conversations.clear': async ({ context }) => {
    const learner = await signUp(context.app); // conversations are limited to 5 an hour per learner
    return { path: `/api/v1/conversations/${await createConversation(context.app, learner)}/clear/`, token: learner.access };
  },
  'conversations.export': async ({ user, conversationId }) => ({ path: `/api/v1/conversations/${conversationId}/export/`, token: user.access }),
  'conversations.stats': async ({ user }) => ({ path: '/api/v1/conversations/stats/', token: user.access }),
  'conversations.welcome': async ({ user, conversationId }) => ({ path: `/api/v1/conversations/${conversationId}/welcome/`, token: user.access }),
  'conversations.editMessage': async ({ user, userMessageId }) => ({ path: `/api/v1/conversations/messages/${userMessageId}/edit/`, token: user.access, body: { message_text: 'Hola, ¿cómo estás?' } }),
  'conversations.regenerateReplyStream': async ({ context, user }) => {
    // A conversation of its own, so its message is the learner's latest whatever the other rows sent.
    const conversationId = await createConversation(context.app, user);
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Yo tengo un perro.' } });
    return { path: `/api/v1/conversations/messages/${sent.body.user_message.id}/regenerate-stream/`, token: user.access };
  },
  'conversations.learningModes': async ({ user }) => ({ path: '/api/v1/conversations/learning-modes/', token: user.access }),
  'conversations.setLearningMode': async ({ user, conversationId }) => ({ path: `/api/v1/conversations/${conversationId}/learning-mode/`, token: user.access, body: { learning_mode: 'vocabulary' } }),

  'chat.translate': async ({ user, aiMessageId }) => ({ path: '/api/v1/chat/translate/', token: user.access, body: { text: 'Hola', target_language: 'en', message_id: aiMessageId } }),

  'voice.transcribe': async ({ user }) => ({ path: '/api/v1/voice/transcribe/', token: user.access, body: { audio_data: AUDIO } }),
  'voice.synthesize': async ({ user }) => ({ path: '/api/v1/voice/synthesize/', token: user.access, body: { text: 'Hola', language_code: 'es-ES' } }),
  'voice.synthesizeMessage': async ({ user, aiMessageId }) => ({ path: '/api/v1/voice/synthesize/message/', token: user.access, body: { message_id: aiMessageId } }),
  'voice.pronunciation': async ({ user }) => ({ path: '/api/v1/voice/pronunciation/', token: user.access, body: { audio_data: AUDIO, reference_text: 'Hello' } }),
  'voice.listeningExercise': async ({ user }) => ({ path: '/api/v1/voice/listening-exercise/', token: user.access, body: { text: 'Hola, ¿qué tal?', language_code: 'es' } }),
  'voice.levelListeningExercise': async ({ user }) => ({ path: '/api/v1/voice/listening-exercise/for-level/', token: user.access, body: { language_code: 'es' } }),
  'voice.checkListeningExercise': async ({ context, user }) => {
    const exercise = await call(context.app, 'POST', '/api/v1/voice/listening-exercise/', { token: user.access, body: { text: 'Hola, ¿qué tal?', language_code: 'es' } });
    return { path: `/api/v1/voice/listening-exercise/${exercise.body.id}/check/`, token: user.access, body: { answers: { 'gap-1': 'hola' } } };
  },
  'voice.capabilities': async () => ({ path: '/api/v1/voice/capabilities/' }),
  'voice.usage': async ({ user }) => ({ path: '/api/v1/voice/usage/', token: user.access }),
  'voice.health': async () => ({ path: '/api/v1/voice/health/' }),

  'health.check': async () => ({ path: '/health/' }),
  'languages.supported': async () => ({ path: '/api/v1/languages/supported/' }),
  'terms.get': async () => ({ path: '/api/v1/terms/' }),

  'support.report': async ({ user }) => ({ path: '/api/v1/support/report/', token: user.access, body: { subject: 'Audio', description: 'The play button does nothing.', category: 'bug' } }),
  'support.feedback': async ({ user }) => ({ path: '/api/v1/support/feedback/', token: user.access, body: { rating: 5, comment: 'Lovely tutor' } }),

  'usage.current': async ({ user }) => ({ path: '/api/v1/usage/current/', token: user.access }),
  'usage.history': async ({ user }) => ({ path: '/api/v1/usage/history/?period=month', token: user.access }),
  'usage.limits': async ({ user }) => ({ path: '/api/v1/usage/limits/', token: user.access }),

  'vocabulary.list': async ({ user }) => ({ path: '/api/v1/vocabulary/?language=es&search=gat&limit=5', token: user.access }),
  'vocabulary.save': async ({ user, aiMessageId }) => ({
    path: '/api/v1/vocabulary/',
    token: user.access,
    body: { word: 'gatos', language: 'es', base_form: 'gato', meaning: 'cats', context_sentence: 'Tengo dos gatos.', source_message_id: aiMessageId },
  }),
  'vocabulary.lookup': async ({ user }) => ({ path: '/api/v1/vocabulary/lookup/?word=gato&language=es&native=en', token: user.access }),
  'vocabulary.delete': async ({ context, user }) => {
    const saved = await call(context.app, 'POST', '/api/v1/vocabulary/', { token: user.access, body: { word: 'perro', language: 'es', meaning: 'dog' } });
    return { path: `/api/v1/vocabulary/${saved.body.id}/`, token: user.access };
  },

  'review.due': async ({ context, user }) => {
    await call(context.app, 'POST', '/api/v1/vocabulary/', { token: user.access, body: { word: 'casa', language: 'es', meaning: 'house' } });
    return { path: '/api/v1/review/due/?language=es&limit=10', token: user.access };
  },
  'review.check': async ({ context, user }) => {
    await call(context.app, 'POST', '/api/v1/vocabulary/', { token: user.access, body: { word: 'árbol', language: 'es', meaning: 'tree' } });
    const due = await call(context.app, 'GET', '/api/v1/review/due/?limit=100', { token: user.access });
    const card = due.body.results.find((item: { kind: string; answer: string }) => item.kind === 'recall' && item.answer === 'árbol');
    return { path: `/api/v1/review/cards/${card.id}/check/`, token: user.access, body: { answer: 'Arbol' } };
  },
  'review.grade': async ({ context, user }) => {
    await call(context.app, 'POST', '/api/v1/vocabulary/', { token: user.access, body: { word: 'libro', language: 'es', meaning: 'book' } });
    const due = await call(context.app, 'GET', '/api/v1/review/due/?limit=1', { token: user.access });
    return { path: `/api/v1/review/cards/${due.body.results[0].id}/grade/`, token: user.access, body: { grade: 'good' } };
  },
  'review.stats': async ({ user }) => ({ path: '/api/v1/review/stats/?language=es', token: user.access }),

  'conversations.recap': async ({ context }) => {
    const learner = await signUp(context.app); // conversations are limited to 5 an hour per learner
    const conversationId = await createConversation(context.app, learner);
    await call(context.app, 'POST', `/api/v1/conversations/${conversationId}/end/`, { token: learner.access });
    return { path: `/api/v1/conversations/${conversationId}/recap/`, token: learner.access };
  },
  'progress.learnerModel': async ({ user }) => ({ path: '/api/v1/progress/learner-model/?language=es', token: user.access }),
  'progress.setLevel': async ({ user }) => ({ path: '/api/v1/progress/learner-model/level/', token: user.access, body: { language: 'es', level: 'B1' } }),
  'progress.history': async ({ user }) => ({ path: '/api/v1/progress/history/?language=es&weeks=2', token: user.access }),

  'batch.updateMessages': async ({ user, userMessageId }) => ({ path: '/api/v1/batch/messages/', token: user.access, body: { updates: [{ id: userMessageId, message_text: 'Hola otra vez' }] } }),
  'batch.deleteMessages': async ({ user, aiMessageId }) => ({ path: '/api/v1/batch/messages/', token: user.access, body: { message_ids: [aiMessageId] } }),

  'admin.users': async ({ admin }) => ({ path: '/api/v1/admin/users/?search=parla.test&limit=2', token: admin.access }),
  'admin.usage': async ({ admin }) => ({ path: '/api/v1/admin/usage/', token: admin.access }),
  'admin.reports': async ({ admin }) => ({ path: '/api/v1/admin/reports/', token: admin.access }),
  'admin.feedback': async ({ admin }) => ({ path: '/api/v1/admin/feedback/', token: admin.access }),
  'admin.createPartnerKey': async ({ admin }) => ({
    path: '/api/v1/admin/partner-keys/',
    token: admin.access,
    body: { partner: 'Acme School', allowed_origins: ['https://acme.example'] },
  }),
  'admin.listPartnerKeys': async ({ admin }) => ({ path: '/api/v1/admin/partner-keys/', token: admin.access }),
  'admin.revokePartnerKey': async ({ context, admin }) => {
    const created = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', { token: admin.access, body: { partner: 'Old Partner' } });
    return { path: `/api/v1/admin/partner-keys/${created.body.id}/`, token: admin.access };
  },
  'partner.createSession': async ({ context, admin }) => {
    const created = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', { token: admin.access, body: { partner: 'Beta Academy' } });
    return { path: '/api/v1/partner/sessions/', headers: { 'X-Partner-Key': created.body.key }, body: { external_user_id: 'learner-1', target_language: 'fr' } };
  },

  'dev.outbox': async ({ user }) => ({ path: `/api/v1/dev/outbox/?to=${encodeURIComponent(user.email)}`, headers: { ...OUTBOX_HEADERS } }),
};

let fixture: Fixture;

beforeAll(async () => {
  AUDIO = await espeakSpeech('Hello.');
  const context = await createTestContext({ tutor });
  const user = await signUp(context.app);
  const admin = await signUp(context.app, ADMIN_EMAIL);
  const conversationId = await createConversation(context.app, user);
  const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', {
    token: user.access,
    body: { conversation_id: conversationId, message_text: 'Hola, me llamo Ada.' },
  });
  await call(context.app, 'POST', '/api/v1/support/report/', { token: user.access, body: { subject: 'Hi', description: 'A report' } });
  fixture = { context, user, admin, conversationId, userMessageId: sent.body.user_message.id, aiMessageId: sent.body.ai_message.id };
});

afterAll(async () => {
  await fixture.context.close();
});

describe('every route of the contract', () => {
  it('has a request in this table', () => {
    const missing = listEndpoints().filter((endpoint) => !(endpoint.name in REQUESTS));
    expect(missing.map((endpoint) => endpoint.name)).toEqual([]);
  });

  for (const endpoint of listEndpoints()) {
    it(`${endpoint.name}: ${endpoint.method} ${endpoint.path} answers with its contract schema`, async () => {
      const build = REQUESTS[endpoint.name];
      const request = await build(fixture);
      const result = await call(fixture.context.app, endpoint.method, request.path, request);
      expect(result.status, result.text).toBeGreaterThanOrEqual(200);
      expect(result.status, result.text).toBeLessThan(300);
      if (ENDPOINTS[endpoint.name] && 'stream' in ENDPOINTS[endpoint.name]) {
        expect(result.headers.get('Content-Type')).toContain('text/event-stream');
        const { events } = parseEventStream(result.text);
        expect(events.map((event) => event.type).at(-1)).toBe('stream_end');
        return;
      }
      const parsed = ENDPOINTS[endpoint.name].response.safeParse(result.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });
  }
});

describe('the admin calls', () => {
  it('refuse a signed-in learner who is not an admin with 403', async () => {
    for (const path of ['/api/v1/admin/users/', '/api/v1/admin/usage/', '/api/v1/admin/reports/', '/api/v1/admin/feedback/']) {
      const result = await call(fixture.context.app, 'GET', path, { token: fixture.user.access });
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('permission_denied');
      expect(result.body.message).toBe('Access denied. You do not have permission.');
    }
  });

  it('mark the admin in the profile and in the user list', async () => {
    const profile = await call(fixture.context.app, 'GET', '/api/v1/auth/profile/', { token: fixture.admin.access });
    expect(profile.body.is_admin).toBe(true);
    const learner = await call(fixture.context.app, 'GET', '/api/v1/auth/profile/', { token: fixture.user.access });
    expect(learner.body.is_admin).toBe(false);
    const found = await call(fixture.context.app, 'GET', `/api/v1/admin/users/?search=${encodeURIComponent(fixture.user.email)}`, { token: fixture.admin.access });
    expect(found.body.count).toBe(1);
    expect(found.body.results[0].email).toBe(fixture.user.email);
    expect(found.body.results[0].conversation_count).toBeGreaterThanOrEqual(1);
  });
});

describe('clearing a conversation', () => {
  it('deletes every message in one call, keeps the conversation and the words saved from it, and is the owner\'s alone', async () => {
    const { context } = fixture;
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user);
    for (const text of ['Hola, me llamo Ada.', 'Me gusta el café.']) {
      await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
    }
    const saved = await call(context.app, 'POST', '/api/v1/vocabulary/', {
      token: user.access,
      body: { word: 'café', language: 'es', meaning: 'coffee', context_sentence: 'Me gusta el café.' },
    });
    expect(saved.status).toBe(201);

    const other = await signUp(context.app);
    expect((await call(context.app, 'POST', `/api/v1/conversations/${conversationId}/clear/`, { token: other.access })).status).toBe(404);

    const cleared = await call(context.app, 'POST', `/api/v1/conversations/${conversationId}/clear/`, { token: user.access });
    expect(cleared.status).toBe(200);
    expect(cleared.body.deleted).toBeGreaterThanOrEqual(4);
    expect(cleared.body.conversation).toMatchObject({ id: conversationId, message_count: 0, last_message_preview: null });
    const page = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: user.access });
    expect(page.body.results).toEqual([]);
    const words = await call(context.app, 'GET', '/api/v1/vocabulary/?search=caf%C3%A9', { token: user.access });
    expect(words.body.results.map((word: { word: string }) => word.word)).toContain('café');
  });
});

describe('the service documents', () => {
  it('publish an OpenAPI 3.1 document with every route of the contract', async () => {
    const result = await call(fixture.context.app, 'GET', '/api/v1/openapi.json');
    expect(result.body.openapi).toBe('3.1.0');
    for (const endpoint of listEndpoints()) {
      expect(result.body.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.name);
    }
    const login = result.body.paths['/api/v1/auth/login/'].post;
    expect(login.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LoginRequestInput' });
    expect(result.body.components.schemas.LoginRequestInput.required).toEqual(['username', 'password']);
  });

  it('render the API reference page with Swagger UI from this server, none of it from elsewhere', async () => {
    const result = await call(fixture.context.app, 'GET', '/api/v1/docs/');
    expect(result.status).toBe(200);
    expect(result.headers.get('Content-Type')).toContain('text/html');
    expect(result.text).toMatch(/<script src="\/api\/v1\/docs\/assets\/[\d.]+\/swagger-ui-bundle\.js"/);
    expect(result.text).toContain('data-document="/api/v1/openapi.json"');
    expect(result.text).not.toMatch(/https?:\/\//);
  });

  it('serve 12 terms sections of version 1.0 dated 2025-01-15', async () => {
    const result = await call(fixture.context.app, 'GET', '/api/v1/terms/');
    expect(result.body.version).toBe('1.0');
    expect(result.body.last_updated).toBe('2025-01-15');
    expect(result.body.sections.map((section: { id: string }) => section.id)).toEqual([
      'acceptance', 'service', 'accounts', 'acceptable-use', 'privacy', 'ai-content',
      'intellectual-property', 'liability', 'availability', 'termination', 'changes', 'contact',
    ]);
  });
});
