import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_HEADERS, call, createTestContext, signUp, uniqueEmail, type TestContext } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

async function mailsTo(email: string): Promise<number> {
  const outbox = await call(context.app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(email)}&limit=100`, { headers: { ...OUTBOX_HEADERS } });
  return outbox.body.count as number;
}

const form = (email: string) => ({ first_name: 'Eve', last_name: 'Mallory', email, password: 'a long password', confirm_password: 'a long password', terms_accepted: true, privacy_accepted: true });

describe('flooding an inbox through the account mails (issue #18, point 6)', () => {
  it('30 resets and 30 registrations for one address send at most 5 mails an hour', async () => {
    const victim = await signUp(context.app);
    const before = await mailsTo(victim.email);
    for (let index = 0; index < 30; index += 1) {
      expect((await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: victim.email } })).status).toBe(200);
      expect((await call(context.app, 'POST', '/api/v1/auth/register/', { body: form(victim.email), headers: { 'Idempotency-Key': `flood-${index}` } })).status).toBe(201);
    }
    expect((await mailsTo(victim.email)) - before).toBeLessThanOrEqual(5);
  });

  it('20 resend-verification calls send at most 5 mails, and mail flows again an hour later', async () => {
    const email = uniqueEmail('unverified');
    await call(context.app, 'POST', '/api/v1/auth/register/', { body: form(email) });
    await context.deps.background?.idle();
    for (let index = 0; index < 20; index += 1) {
      expect((await call(context.app, 'POST', '/api/v1/auth/verify-email/resend/', { body: { email } })).status).toBe(200);
    }
    expect(await mailsTo(email)).toBe(5);

    context.clock.advance(61 * 60_000);
    await call(context.app, 'POST', '/api/v1/auth/verify-email/resend/', { body: { email } });
    expect(await mailsTo(email)).toBe(6);
  });
});
