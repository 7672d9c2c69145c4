import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerLearners } from '../../src/db/schema.js';
import { ADMIN_EMAIL, call, createConversation, createTestContext, latestMail, signUp, uniqueEmail, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let admin: TestUser;
let key: string;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signUp(context.app, ADMIN_EMAIL);
  key = (await call(context.app, 'POST', '/api/v1/admin/partner-keys/', { token: admin.access, body: { partner: 'Lingua Partner' } })).body.key as string;
});

afterAll(async () => {
  await context.close();
});

function partnerSession(externalUserId: string, email?: string) {
  return call(context.app, 'POST', '/api/v1/partner/sessions/', { headers: { 'X-Partner-Key': key }, body: { external_user_id: externalUserId, ...(email ? { email } : {}) } });
}

async function resetPassword(email: string): Promise<void> {
  await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email } });
  const link = (await latestMail(context.app, email, 'Reset')).links[0] ?? '';
  const [uid, token] = link.split('/reset-password/')[1]?.split('/') ?? [];
  const reset = await call(context.app, 'POST', `/api/v1/auth/password-reset/${uid}/${token}/`, { body: { token, password: 'owner password 123', confirm_password: 'owner password 123' } });
  expect(reset.status).toBe(200);
}

describe('a partner keeping access to an account its owner claims (issue #18, point 4)', () => {
  it('the owner who registers an address a partner sent gets an account the partner never reaches', async () => {
    const email = uniqueEmail('owner');
    const first = await partnerSession('learner-77', email);
    expect(first.status).toBe(200);

    const owner = await signUp(context.app, email);
    await resetPassword(email);
    const ownerSignIn = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: email, password: 'owner password 123' }, headers: { 'X-Forwarded-For': '10.50.0.1' } });
    expect(ownerSignIn.status).toBe(200);
    const secret = await createConversation(context.app, { ...owner, access: ownerSignIn.body.access });

    const again = await partnerSession('learner-77', email);
    expect(again.body.user_id).not.toBe(owner.id);
    expect((await call(context.app, 'GET', `/api/v1/conversations/${secret}/`, { token: again.body.access })).status).toBe(404);
    const listed = await call(context.app, 'GET', '/api/v1/conversations/', { token: again.body.access });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('an account a partner was linked to before is cut loose once its owner resets the password', async () => {
    const owner = await signUp(context.app);
    // An account linked before this fix: the partner's learner is the owner's own account.
    await context.deps.db.insert(partnerLearners).values({ partner: 'Lingua Partner', externalUserId: 'legacy-1', userId: owner.id, createdAt: new Date() });
    expect((await partnerSession('legacy-1')).body.user_id).toBe(owner.id);

    await resetPassword(owner.email);

    const after = await partnerSession('legacy-1');
    expect(after.status).toBe(200);
    expect(after.body.user_id).not.toBe(owner.id);
  });
});
