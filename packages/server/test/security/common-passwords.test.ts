import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/auth/common-passwords.js';
import { call, createTestContext, latestMail, signUp, uniqueEmail, type TestContext } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('choosing a password everyone guesses first (ASVS 6.2.4)', () => {
  it('registration refuses "iloveyou1" and "Password1" with a message on the password field, and creates no account', async () => {
    for (const password of ['iloveyou1', 'Password1']) {
      const email = uniqueEmail('common');
      const result = await call(context.app, 'POST', '/api/v1/auth/register/', {
        body: { first_name: 'Ada', last_name: 'Lovelace', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true },
      });
      expect(result.status, password).toBe(400);
      expect(result.body.field_errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);
      await context.deps.background?.idle();
      expect((await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: email, password }, headers: { 'X-Forwarded-For': '10.60.0.1' } })).status).toBe(401);
    }
  });

  it('a password reset refuses "qwertyuiop" and keeps the link usable for a better one', async () => {
    const learner = await signUp(context.app);
    await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: learner.email } });
    const link = (await latestMail(context.app, learner.email, 'Reset')).links[0] ?? '';
    const [uid, token] = link.split('/reset-password/')[1]?.split('/') ?? [];
    const path = `/api/v1/auth/password-reset/${uid}/${token}/`;
    const refused = await call(context.app, 'POST', path, { body: { token, password: 'qwertyuiop', confirm_password: 'qwertyuiop' } });
    expect(refused.status).toBe(400);
    expect(refused.body.field_errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);
    const accepted = await call(context.app, 'POST', path, { body: { token, password: 'a far less common phrase', confirm_password: 'a far less common phrase' } });
    expect(accepted.status).toBe(200);
  });
});
