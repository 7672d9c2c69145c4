import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../src/background-tasks.js';
import type { Mail } from '../../src/mail/mailer.js';
import { call, createTestContext, signUp, uniqueEmail, type TestContext, type TestUser } from '../test-app.js';

/** How long the slow mail server takes per mail: far longer than any answer may take. */
const MAIL_DELAY_MS = 400;

let context: TestContext;
let known: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  known = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

describe('telling known from unknown emails by timing (issue #18, point 12)', () => {
  it('reset, resend-verification and register answer before any mail or account work, for known and unknown emails alike', async () => {
    const sent: Mail[] = [];
    const background = createBackgroundTasks();
    const slowMailer = {
      send: async (mail: Mail) => {
        await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
        sent.push(mail);
      },
    };
    const app = context.withDeps({ mailer: slowMailer, background });
    const form = (email: string) => ({ first_name: 'Eve', last_name: 'Mallory', email, password: 'a long password', confirm_password: 'a long password', terms_accepted: true, privacy_accepted: true });
    const requests: Array<[string, (email: string) => unknown]> = [
      ['/api/v1/auth/password-reset/', (email) => ({ email })],
      ['/api/v1/auth/verify-email/resend/', (email) => ({ email })],
      ['/api/v1/auth/register/', form],
    ];
    for (const [path, body] of requests) {
      for (const email of [known.email, uniqueEmail('unknown')]) {
        const started = performance.now();
        const result = await call(app, 'POST', path, { body: body(email) });
        const took = performance.now() - started;
        expect(result.status, path).toBeLessThan(300);
        // The answer never waits for the mail (or the password hash of a new account) that only one of them causes.
        expect(took, `${path} for ${email === known.email ? 'a known' : 'an unknown'} email`).toBeLessThan(MAIL_DELAY_MS / 2);
      }
    }
    await background.idle(10_000);
    expect(sent.map((mail) => mail.subject).sort()).toEqual(['Confirm your email address for Parla', 'Reset your Parla password', 'You already have a Parla account']);
  });
});
