import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let victim: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  victim = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

describe('guessing one account\'s password from many addresses (issue #18, point 16)', () => {
  it('50 wrong passwords from 5 addresses: only the first 20 are checked, then the account is blocked for 30 minutes', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const headers = { 'X-Forwarded-For': `198.51.100.${index % 5}` };
      statuses.push((await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: victim.email, password: `guess ${index}` }, headers })).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);

    // Even the right password from a fresh address waits for the block to end.
    const blocked = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: victim.email.toUpperCase(), password: victim.password }, headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(25 * 60);

    context.clock.advance(31 * 60_000);
    const later = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: victim.email, password: victim.password }, headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(later.status).toBe(200);
  });

  it('parallel guesses are counted before they are checked: a burst of 30 from one address checks at most 10', async () => {
    const learner = await signUp(context.app);
    const headers = { 'X-Forwarded-For': '198.51.100.200' };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: learner.email, password: `burst ${index}` }, headers })),
    );
    expect(results.filter((result) => result.status === 401).length).toBeLessThanOrEqual(10);
    expect(results.filter((result) => result.status === 429).length).toBeGreaterThanOrEqual(20);
  });
});
