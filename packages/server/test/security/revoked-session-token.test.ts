import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, latestMail, signUp, type TestContext } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

async function profileStatus(access: string): Promise<number> {
  return (await call(context.app, 'GET', '/api/v1/auth/profile/', { token: access })).status;
}

describe('an access token outliving its session (issue #18, point 3)', () => {
  it('is refused with the first request after logout', async () => {
    const learner = await signUp(context.app);
    expect(await profileStatus(learner.access)).toBe(200);
    expect((await call(context.app, 'POST', '/api/v1/auth/logout/', { token: learner.access, body: { refresh: learner.refresh } })).status).toBe(200);
    expect(await profileStatus(learner.access)).toBe(401);
  });

  it('is refused once a reused refresh token has revoked its family', async () => {
    const learner = await signUp(context.app);
    const rotated = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } });
    expect(rotated.status).toBe(200);
    expect(await profileStatus(rotated.body.access)).toBe(200);

    // A thief replays the old refresh token: the whole family is revoked, the fresh access token with it.
    expect((await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } })).status).toBe(401);
    expect(await profileStatus(rotated.body.access)).toBe(401);
    expect(await profileStatus(learner.access)).toBe(401);
  });

  it('is refused after a password reset, on every device', async () => {
    const learner = await signUp(context.app);
    const otherDevice = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: learner.email, password: learner.password }, headers: { 'X-Forwarded-For': '10.40.0.1' } });
    expect(otherDevice.status).toBe(200);
    await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: learner.email } });
    const link = (await latestMail(context.app, learner.email, 'Reset')).links[0] ?? '';
    const [uid, token] = link.split('/reset-password/')[1]?.split('/') ?? [];
    const reset = await call(context.app, 'POST', `/api/v1/auth/password-reset/${uid}/${token}/`, { body: { token, password: 'a new long password', confirm_password: 'a new long password' } });
    expect(reset.status).toBe(200);

    expect(await profileStatus(learner.access)).toBe(401);
    expect(await profileStatus(otherDevice.body.access)).toBe(401);
  });

  it('keeps working while its session lives, across refreshes', async () => {
    const learner = await signUp(context.app);
    const rotated = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } });
    expect(await profileStatus(learner.access)).toBe(200);
    expect(await profileStatus(rotated.body.access)).toBe(200);
  });
});
