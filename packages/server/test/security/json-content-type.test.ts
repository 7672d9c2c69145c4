import { ENDPOINTS, ROUTES, type RouteName } from '@parla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, latestMail, signUp, uniqueEmail, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let learner: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  learner = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

/** A request as a page on another origin can send without a CORS preflight: a "simple" content type. */
async function simpleRequest(path: string, contentType: string, body: string, token?: string) {
  const response = await context.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Origin: 'https://evil.example', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code: string; message: string } };
}

describe('a JSON body sent as a form or plain text', () => {
  it('cannot trigger a password reset from a foreign page without a preflight (415, no mail)', async () => {
    const email = learner.email;
    const before = await latestMail(context.app, email);
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const result = await simpleRequest('/api/v1/auth/password-reset/', contentType, JSON.stringify({ email }));
      expect(result.status, contentType).toBe(415);
      expect(result.body.code).toBe('unsupported_media_type');
      expect(result.body.message).toBe('The request body must be JSON, sent with Content-Type: application/json.');
    }
    expect((await latestMail(context.app, email)).created_at).toBe(before.created_at);
  });

  it('cannot register an account from a foreign page without a preflight', async () => {
    const password = 'correct horse battery';
    const result = await simpleRequest(
      '/api/v1/auth/register/',
      'text/plain',
      JSON.stringify({ first_name: 'Eve', last_name: 'Mallory', email: uniqueEmail('eve'), password, confirm_password: password, terms_accepted: true, privacy_accepted: true }),
    );
    expect(result.status).toBe(415);
  });

  it('is refused on every route that takes a JSON body, signed in, before anything else reads it', async () => {
    const routes = Object.entries(ROUTES).filter(([name]) => 'body' in ENDPOINTS[name as RouteName]);
    expect(routes.length).toBeGreaterThan(25);
    for (const [name, route] of routes) {
      const response = await context.app.request(route.path.replace(/\{\w+\}/g, 'x'), {
        method: route.method,
        headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${learner.access}` },
        body: '{}',
      });
      // A route the learner may not call (admin) refuses earlier; every other one refuses the body's type.
      const expected = route.auth === 'admin' ? 403 : name === 'partner.createSession' ? 401 : 415;
      expect(response.status, `${name}: ${await response.text()}`).toBe(expected);
    }
  });
});

describe('a JSON body declared as JSON', () => {
  it('is accepted with or without a charset, in any letter case', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      const result = await simpleRequest('/api/v1/auth/password-reset/', contentType, JSON.stringify({ email: uniqueEmail('nobody') }));
      expect(result.status, contentType).toBe(200);
    }
  });

  it('is not required when there is no body at all', async () => {
    const response = await context.app.request('/api/v1/auth/accept-terms/', { method: 'POST', headers: { Authorization: `Bearer ${learner.access}` } });
    expect(response.status).toBe(200);
  });

  it('is not confused with a look-alike type', async () => {
    const result = await simpleRequest('/api/v1/auth/password-reset/', 'application/jsonp', JSON.stringify({ email: uniqueEmail('nobody') }));
    expect(result.status).toBe(415);
  });
});
