import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, latestMail, uniqueEmail, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('registration from a Spanish interface', () => {
  it('keeps the native language the device sends (the interface language), so a new conversation starts from it, not English', async () => {
    const email = uniqueEmail('spanish-native');
    const password = 'correct horse battery';

    const registered = await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: {
        first_name: 'Lucía',
        last_name: 'García',
        email,
        password,
        confirm_password: password,
        terms_accepted: true,
        privacy_accepted: true,
        preferences: { ui_language: 'es', theme: 'light', native_language: 'es' },
      },
    });
    expect(registered.status, registered.text).toBe(201);
    const mail = await latestMail(context.app, email, 'Confirm');
    const verified = await call(context.app, 'POST', '/api/v1/auth/verify-email/', { body: { token: mail.links[0]?.split('/verify-email/')[1] } });
    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: verified.body.access });

    expect(profile.body.preferences).toMatchObject({ ui_language: 'es', native_language: 'es' });
  });
});
