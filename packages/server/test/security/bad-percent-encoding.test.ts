import { ROUTES } from '@parla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let learner: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  learner = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

/** Percent-encodings `decodeURIComponent` throws on. */
const MALFORMED = ['%ZZ', '%', '%E0%A4%A', '%C0%AF', '%uD800', 'abc%'];

describe('a malformed percent-encoding in a path', () => {
  it('answers 400 on the password-reset confirmation token, not 500', async () => {
    const result = await call(context.app, 'POST', `/api/v1/auth/password-reset/${learner.id}/%ZZ/`, {
      body: { token: '%ZZ', password: 'new password here', confirm_password: 'new password here' },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('invalid_request');
  });

  it('answers 4xx in every path parameter of every route, signed in or not', async () => {
    const templated = Object.values(ROUTES).filter((route) => route.path.includes('{'));
    expect(templated.length).toBeGreaterThan(5);
    for (const route of templated) {
      for (const malformed of MALFORMED) {
        const path = route.path.replace(/\{\w+\}/g, malformed);
        for (const token of [learner.access, undefined]) {
          const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { token: malformed };
          const result = await call(context.app, route.method, path, { token, body });
          expect(result.status, `${route.method} ${path} ${token ? 'signed in' : 'anonymous'}: ${result.text}`).toBeGreaterThanOrEqual(400);
          expect(result.status, `${route.method} ${path} ${token ? 'signed in' : 'anonymous'}: ${result.text}`).toBeLessThan(500);
        }
      }
    }
  });

  it('answers without a server error anywhere else in the path or in the query', async () => {
    // A query value is decoded leniently (`period=%` reads as "%", not a period); a path that matches no route is a 404.
    const expected: Array<[string, number]> = [
      ['/api/v1/%ZZ/', 404],
      ['/api/v1/auth/profile/%E0%A4%A/', 404],
      ['/api/v1/conversations/?target_language=%ZZ', 400],
      ['/api/v1/usage/history/?period=%', 400],
    ];
    for (const [path, status] of expected) {
      const result = await call(context.app, 'GET', path, { token: learner.access });
      expect(result.status, `${path}: ${result.text}`).toBe(status);
    }
  });
});
