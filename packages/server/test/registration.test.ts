import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import { call, createTestContext, latestMail, signUp, uniqueEmail, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

const password = 'correct horse battery';

function registrationForm(email: string, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Oksana',
    last_name: 'Koval',
    email,
    password,
    confirm_password: password,
    terms_accepted: true,
    privacy_accepted: true,
    ...extra,
  };
}

/** Follows the verification link mailed to `email` and returns the profile of the signed-in learner. */
async function verifiedProfile(email: string) {
  const mail = await latestMail(context.app, email, 'Confirm');
  const token = mail.links[0]?.split('/verify-email/')[1];
  const verified = await call(context.app, 'POST', '/api/v1/auth/verify-email/', { body: { token } });
  expect(verified.status).toBe(200);
  const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: verified.body.access });
  expect(profile.status).toBe(200);
  return ENDPOINTS['user.getProfile'].response.parse(profile.body);
}

describe('registration with the preferences chosen on the device', () => {
  it('starts the account with that interface language and theme, the other preferences at their defaults', async () => {
    const email = uniqueEmail('ukrainian-dark');

    const registered = await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: registrationForm(email, { preferences: { ui_language: 'uk', theme: 'dark' } }),
    });

    expect(registered.status).toBe(201);
    expect((await verifiedProfile(email)).preferences).toEqual({
      ui_language: 'uk',
      theme: 'dark',
      playback_speed: 1,
      voice_preference: 'female',
      native_language: 'en',
      target_language: 'es',
      skill_level: 'beginner',
      learning_goals: [],
    });
  });

  it('keeps the default of a preference left out (auto theme, default language)', async () => {
    const email = uniqueEmail('auto-theme');

    await call(context.app, 'POST', '/api/v1/auth/register/', { body: registrationForm(email, { preferences: { theme: 'auto' } }) });

    expect((await verifiedProfile(email)).preferences).toMatchObject({ ui_language: 'en', theme: 'auto' });
  });

  it('stores only these two: other preferences sent with them are ignored', async () => {
    const email = uniqueEmail('other-preferences');

    await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: registrationForm(email, { preferences: { ui_language: 'ja', playback_speed: 2, target_language: 'fr' } }),
    });

    expect((await verifiedProfile(email)).preferences).toMatchObject({ ui_language: 'ja', playback_speed: 1, target_language: 'es' });
  });

  it('without them starts the account with the defaults (English, light)', async () => {
    const learner = await signUp(context.app);

    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: learner.access });

    expect(profile.body.preferences).toMatchObject({ ui_language: 'en', theme: 'light' });
  });

  it('refuses an unknown language or theme with 400 and the field errors, creating no account', async () => {
    const email = uniqueEmail('invalid-preferences');

    const refused = await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: registrationForm(email, { preferences: { ui_language: 'xx', theme: 'sepia' } }),
    });
    const notAnObject = await call(context.app, 'POST', '/api/v1/auth/register/', { body: registrationForm(email, { preferences: 'dark' }) });

    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
    expect(refused.body.message).toBe('Invalid request. Please check your input.');
    expect(refused.body.field_errors).toEqual({ 'preferences.ui_language': ['Invalid format'], 'preferences.theme': ['Invalid format'] });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.field_errors).toEqual({ preferences: ['Invalid format'] });
    const outbox = await call(context.app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(email)}`);
    expect(outbox.body.results).toEqual([]);
  });

  it('never changes the preferences of an existing account registered again with its address', async () => {
    const owner = await signUp(context.app);

    const again = await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: registrationForm(owner.email, { preferences: { ui_language: 'uk', theme: 'dark' } }),
    });

    expect(again.status).toBe(201);
    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: owner.access });
    expect(profile.body.preferences).toMatchObject({ ui_language: 'en', theme: 'light' });
  });
});
