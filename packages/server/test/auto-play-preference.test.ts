import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, signUp, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('the auto-play preference (auto_play_replies)', () => {
  it('is off for a learner who never chose it, is kept once turned on (on every device: it is the profile’s), and refuses a non-boolean', async () => {
    const user = await signUp(context.app);
    const before = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: user.access });
    expect(before.body.preferences.auto_play_replies).toBe(false);

    const turnedOn = await call(context.app, 'PATCH', '/api/v1/auth/profile/', { token: user.access, body: { preferences: { auto_play_replies: true } } });
    expect(turnedOn.status, turnedOn.text).toBe(200);
    const after = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: user.access });
    expect(after.body.preferences).toMatchObject({ auto_play_replies: true, voice_preference: 'female', playback_speed: 1 });

    const refused = await call(context.app, 'PATCH', '/api/v1/auth/profile/', { token: user.access, body: { preferences: { auto_play_replies: 'yes' } } });
    expect(refused.status).toBe(400);
    const kept = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: user.access });
    expect(kept.body.preferences.auto_play_replies).toBe(true);
  });
});
