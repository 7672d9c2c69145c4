import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import { OUTBOX_HEADERS, call, createTestContext, latestMail, signUp, uniqueEmail, type TestContext } from './test-app.js';

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
      auto_play_replies: false,
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
    const outbox = await call(context.app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(email)}`, { headers: { ...OUTBOX_HEADERS } });
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

describe('registration with the terms and privacy policy accepted (§5)', () => {
  it('records the acceptance of the current terms, so the profile and the terms status agree and nothing asks again', async () => {
    const email = uniqueEmail('terms-at-registration');

    await call(context.app, 'POST', '/api/v1/auth/register/', { body: registrationForm(email) });
    const profile = await verifiedProfile(email);

    expect(profile).toMatchObject({ terms_accepted: true, terms_version: '1.0', terms_accepted_at: profile.created_at });
    const signedIn = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: email, password }, headers: { 'X-Forwarded-For': '10.9.0.1' } });
    const status = await call(context.app, 'GET', '/api/v1/auth/accept-terms/', { token: signedIn.body.access });
    expect(ENDPOINTS['user.getTermsStatus'].response.parse(status.body)).toEqual({
      user_accepted: true,
      user_version: '1.0',
      current_version: '1.0',
      needs_acceptance: false,
    });
  });

  it('records it exactly as accepting the terms afterwards does (version, date)', async () => {
    const learner = await signUp(context.app);
    const atRegistration = ENDPOINTS['user.getProfile'].response.parse((await call(context.app, 'GET', '/api/v1/auth/profile/', { token: learner.access })).body);

    const accepted = await call(context.app, 'POST', '/api/v1/auth/accept-terms/', { token: learner.access, body: {} });
    const afterwards = ENDPOINTS['user.getProfile'].response.parse((await call(context.app, 'GET', '/api/v1/auth/profile/', { token: learner.access })).body);

    expect(accepted.status).toBe(200);
    expect({ accepted: afterwards.terms_accepted, version: afterwards.terms_version }).toEqual({ accepted: atRegistration.terms_accepted, version: atRegistration.terms_version });
    expect(afterwards.terms_accepted_at).toBe(accepted.body.terms_accepted_at);
  });
});
