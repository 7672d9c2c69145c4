import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withConsoleCopy } from '../../src/mail/console-copy.js';
import { ADMIN_EMAIL, OUTBOX_HEADERS, call, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let victim: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  victim = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

describe('taking over an account through the development outbox (issue #18, point 1)', () => {
  it('an anonymous caller who requests a reset for a victim cannot read the reset link', async () => {
    expect((await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: victim.email } })).status).toBe(200);

    const anonymous = await call(context.app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(victim.email)}`);
    const wrongKey = await call(context.app, 'GET', '/api/v1/dev/outbox/', { headers: { 'X-Parla-Dev-Key': 'guessed-key' } });

    expect(anonymous.status).toBe(403);
    expect(anonymous.text).not.toContain('/reset-password/');
    expect(wrongKey.status).toBe(403);
  });

  it('a signed-in learner cannot read the outbox', async () => {
    const learner = await signUp(context.app);
    const result = await call(context.app, 'GET', '/api/v1/dev/outbox/', { token: learner.access });
    expect(result.status).toBe(403);
    expect(result.text).not.toContain(victim.email);
  });

  it('the holder of the printed key and a signed-in admin can read it', async () => {
    const admin = await signUp(context.app, ADMIN_EMAIL);
    const byKey = await call(context.app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(victim.email)}`, { headers: { ...OUTBOX_HEADERS } });
    const byAdmin = await call(context.app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(victim.email)}`, { token: admin.access });
    expect(byKey.status).toBe(200);
    expect(byKey.text).toContain('/reset-password/');
    expect(byAdmin.status).toBe(200);
  });

  it('a server without an outbox key lets no key in, not even an empty one', async () => {
    const keyless = context.withDeps({ config: { ...context.deps.config, devOutboxKey: undefined } });
    expect((await call(keyless, 'GET', '/api/v1/dev/outbox/', { headers: { 'X-Parla-Dev-Key': '' } })).status).toBe(403);
    expect((await call(keyless, 'GET', '/api/v1/dev/outbox/', { headers: { 'X-Parla-Dev-Key': 'undefined' } })).status).toBe(403);
  });

  it('in development, mails are printed for the developer at the console', async () => {
    const lines: string[] = [];
    const sent: string[] = [];
    const mailer = withConsoleCopy({ send: async (mail) => void sent.push(mail.to) }, (line) => lines.push(line));
    await mailer.send({ to: 'ada@parla.test', subject: 'Reset your Parla password', text: 'body', links: ['http://parla.test/reset-password/u/t'] });
    expect(sent).toEqual(['ada@parla.test']);
    expect(lines.join('\n')).toContain('http://parla.test/reset-password/u/t');
  });
});
