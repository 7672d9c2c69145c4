import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signUp(context.app, ADMIN_EMAIL);
});

afterAll(async () => {
  await context.close();
});

/** The admin's fresh access token (access tokens last 15 minutes; the tests move the clock by days). */
async function adminToken(): Promise<string> {
  const renewed = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: admin.refresh } });
  expect(renewed.status).toBe(200);
  admin = { ...admin, access: renewed.body.access, refresh: renewed.body.refresh };
  return admin.access;
}

/** The admin list's "Last active" of a learner. */
async function lastActive(email: string): Promise<string | null> {
  const page = await call(context.app, 'GET', `/api/v1/admin/users/?search=${encodeURIComponent(email)}`, { token: await adminToken() });
  expect(page.body.results).toHaveLength(1);
  return page.body.results[0].last_active_at;
}

/** The admin dashboard's "Active today". */
async function activeToday(): Promise<number> {
  const usage = await call(context.app, 'GET', '/api/v1/admin/usage/', { token: await adminToken() });
  expect(usage.status).toBe(200);
  return usage.body.active_users_today;
}

/** Moves the clock to 09:00 UTC of a later day. */
function nextMorning(days = 1): void {
  const now = context.clock.now();
  const morning = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 9);
  context.clock.advance(morning - now.getTime());
}

describe('a learner who signed in through the email-verification link', () => {
  it('shows as active: a "Last active" time and counted in "Active today"', async () => {
    nextMorning();
    const before = await activeToday(); // the admin, signed in this morning

    const learner = await signUp(context.app);

    expect(await lastActive(learner.email)).not.toBeNull();
    expect(await activeToday()).toBe(before + 1);
  });
});

describe('a learner who comes back another day', () => {
  it('counts as active today once the app refreshes the session', async () => {
    const learner = await signUp(context.app);
    const firstSeen = await lastActive(learner.email);
    nextMorning();
    const before = await activeToday();

    const renewed = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } });

    expect(renewed.status).toBe(200);
    const seen = await lastActive(learner.email);
    expect(Date.parse(seen ?? '')).toBeGreaterThan(Date.parse(firstSeen ?? ''));
    expect(new Date(seen ?? '').toISOString().slice(0, 10)).toBe(context.clock.now().toISOString().slice(0, 10));
    expect(await activeToday()).toBe(before + 1);
  });

  it('counts as active today after signing in with the password', async () => {
    const learner = await signUp(context.app);
    nextMorning();
    const before = await activeToday();

    const signedIn = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: learner.email, password: learner.password }, headers: { 'X-Forwarded-For': '10.7.0.1' } });

    expect(signedIn.status).toBe(200);
    expect(await activeToday()).toBe(before + 1);
  });
});

describe('a partner’s learner', () => {
  it('shows as active once the partner starts a session for them', async () => {
    const created = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', {
      token: await adminToken(),
      body: { partner: 'Activity School', allowed_origins: ['https://activity.example'] },
    });
    nextMorning();
    const before = await activeToday();

    const session = await call(context.app, 'POST', '/api/v1/partner/sessions/', {
      headers: { 'X-Partner-Key': created.body.key },
      body: { external_user_id: 'active-1', first_name: 'Mia' },
    });

    expect(session.status).toBe(200);
    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: session.body.access });
    expect(await lastActive(profile.body.email)).not.toBeNull();
    expect(await activeToday()).toBe(before + 1);
  });
});
