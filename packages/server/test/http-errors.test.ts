import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, errorBody } from '@parla/contract';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import { detectApertium } from '../src/vocabulary/apertium.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext({ config: { corsOrigins: ['http://partner.test'] } });
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

describe('errors in the contract shape', () => {
  it('answer an unknown route with 404 and the request id', async () => {
    const result = await call(context.app, 'GET', '/api/v1/nothing-here/', { headers: { 'X-Request-Id': 'req-123' } });
    expect(result.status).toBe(404);
    expect(errorBody.parse(result.body)).toEqual({ code: 'not_found', message: 'Resource not found.', field_errors: {}, request_id: 'req-123' });
    expect(result.headers.get('X-Request-Id')).toBe('req-123');
  });

  it('answer a wrong method with 405 and Allow', async () => {
    const result = await call(context.app, 'DELETE', '/api/v1/auth/login/');
    expect(result.status).toBe(405);
    expect(result.body.code).toBe('method_not_allowed');
    expect(result.headers.get('Allow')).toContain('POST');
  });

  it('answer invalid JSON with 400', async () => {
    const response = await context.app.request('/api/v1/auth/login/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username": ' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('invalid_request');
  });

  it('refuse an API version other than v1 with a 400 that names the version spoken, and take v1 or no header', async () => {
    const refused = await call(context.app, 'GET', '/api/v1/languages/supported/', { headers: { 'X-API-Version': 'v2' } });
    expect(refused.status).toBe(400);
    expect(errorBody.parse(refused.body)).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('API version v1, not "v2"') });
    expect((await call(context.app, 'GET', '/api/v1/languages/supported/', { headers: { 'X-API-Version': 'v1' } })).status).toBe(200);
    expect((await context.app.request('/api/v1/languages/supported/')).status).toBe(200);
  });

  it('answer a body over 1 MB with 413', async () => {
    const response = await context.app.request('/api/v1/support/report/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access}` },
      body: JSON.stringify({ subject: 'big', description: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payload_too_large');
  });

  it('judge a body by its Content-Length over HTTP (no body stream asked for): 413 over 1 MB, read and answered under it', async () => {
    const server = serve({ fetch: context.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const post = (description: string) =>
        fetch(`${base}/api/v1/support/report/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access}` },
          body: JSON.stringify({ subject: 'Over HTTP', description }),
        });
      const refused = await post('x'.repeat(1_100_000));
      expect(refused.status).toBe(413);
      expect((await refused.json()).code).toBe('payload_too_large');
      const accepted = await post('The page did not load after I signed in.');
      expect(accepted.status).toBe(201);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('judge a body with a Content-Length by it, never asking for the body stream (on Node that makes a whole Request)', async () => {
    /** A request that counts who asks for its body stream (reading it as text does not). */
    class CountingRequest extends Request {
      streamAsked = 0;
      override get body() {
        this.streamAsked += 1;
        return super.body;
      }
    }
    const text = JSON.stringify({ subject: 'Counted', description: 'A body read once, as text.' });
    const request = new CountingRequest('http://localhost/api/v1/support/report/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access}`, 'Content-Length': String(Buffer.byteLength(text)) },
      body: text,
    });
    const response = await context.app.fetch(request);
    expect(response.status).toBe(201);
    expect(request.streamAsked).toBe(0);
    const declaredLarge = await context.app.request('/api/v1/support/report/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access}`, 'Content-Length': String(2 * 1024 * 1024) },
      body: text,
    });
    expect(declaredLarge.status).toBe(413);
  });

  it('accept up to 15 MB on the voice calls', async () => {
    const response = await context.app.request('/api/v1/voice/transcribe/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access}` },
      body: JSON.stringify({ audio_data: 'A'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).field_errors.audio_data).toEqual(['Audio must be a WAV file (16-bit PCM).']);
  });

  it('report validation errors per field with the §5 messages', async () => {
    const result = await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: { first_name: 'A', last_name: '', email: 'not-an-email', password: 'short', confirm_password: 'other', terms_accepted: false },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('validation_failed');
    expect(result.body.message).toBe('Invalid request. Please check your input.');
    expect(result.body.field_errors).toMatchObject({
      first_name: ['Name must be at least 2 characters'],
      last_name: ['This field is required'],
      email: ['Please enter a valid email'],
      password: ['Password must be at least 8 characters'],
      terms_accepted: ['You must accept the terms and privacy policy'],
      privacy_accepted: ['You must accept the terms and privacy policy'],
    });
  });

  it('refuse editing a message to empty with "Message cannot be empty"', async () => {
    const conversationId = await createConversation(context.app, user);
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const result = await call(context.app, 'PATCH', `/api/v1/conversations/messages/${sent.body.user_message.id}/edit/`, { token: user.access, body: { message_text: '' } });
    expect(result.status).toBe(400);
    expect(result.body.field_errors).toEqual({ message_text: ['Message cannot be empty'] });
    const aiEdit = await call(context.app, 'PATCH', `/api/v1/conversations/messages/${sent.body.ai_message.id}/edit/`, { token: user.access, body: { message_text: 'Changed' } });
    expect(aiEdit.status).toBe(403);
  });

});

describe('translation on a server without and with a language model (and without Apertium: offline-translation.test.ts has it)', () => {
  /** Apertium looked for where it is not installed, as on a machine without it. */
  const noApertium = () => detectApertium({ dataDir: '/nonexistent/apertium' });

  it('answers 501 engine_not_configured at once when no engine translates (never available here, so not worth a retry)', async () => {
    const result = await call(context.withDeps({ apertium: noApertium() }), 'POST', '/api/v1/chat/translate/', { token: user.access, body: { text: 'Hola', target_language: 'en' } });
    expect(result.status).toBe(501);
    expect(errorBody.parse(result.body)).toMatchObject({ code: 'engine_not_configured', message: 'Translation needs a language model; none is configured on this server.' });
  });

  it('says so up front in the voice capabilities, so clients need not offer Translate', async () => {
    const result = await call(context.withDeps({ apertium: noApertium() }), 'GET', '/api/v1/voice/capabilities/');
    expect(result.status).toBe(200);
    expect(ENDPOINTS['voice.capabilities'].response.parse(result.body).translation).toEqual({ available: false, engine: null, all_pairs: false, pairs: [] });
  });

  it('reports the engine when the tutor translates', async () => {
    const app = context.withDeps({
      apertium: noApertium(),
      tutor: { ...createOfflineEngine(), name: 'stub-translation', translate: async (request) => ({ translatedText: request.text, sourceLanguage: 'es' }) },
    });
    const result = await call(app, 'GET', '/api/v1/voice/capabilities/');
    expect(result.body.translation).toEqual({ available: true, engine: 'stub-translation', all_pairs: true, pairs: [] });
  });

  it('answers 503 engine_unavailable when the engine fails just now (worth a retry)', async () => {
    const failing = context.withDeps({
      apertium: noApertium(),
      tutor: {
        ...createOfflineEngine(),
        translate: async () => {
          throw new Error('the model timed out');
        },
      },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await call(failing, 'POST', '/api/v1/chat/translate/', { token: user.access, body: { text: 'Hola', target_language: 'en' } });
    errors.mockRestore();
    expect(result.status).toBe(503);
    expect(result.body.code).toBe('engine_unavailable');
  });
});

describe('CORS', () => {
  it('allows the configured origin and exposes the rate-limit and request-id headers', async () => {
    const preflight = await context.app.request('/api/v1/auth/login/', {
      method: 'OPTIONS',
      headers: { Origin: 'http://partner.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://partner.test');
    const allowed = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-api-version', 'idempotency-key']) {
      expect(allowed).toContain(header);
    }
    const response = await context.app.request('/api/v1/terms/', { headers: { Origin: 'http://partner.test' } });
    const exposed = response.headers.get('Access-Control-Expose-Headers') ?? '';
    for (const header of ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id']) {
      expect(exposed).toContain(header);
    }
    const stranger = await context.app.request('/api/v1/terms/', { headers: { Origin: 'http://evil.test' } });
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the development outbox', () => {
  it('is not served in production', async () => {
    const app = context.withDeps({ config: { ...context.deps.config, environment: 'production' } });
    expect((await call(app, 'GET', '/api/v1/dev/outbox/')).status).toBe(404);
  });
});
