import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAdminRoles } from '../../src/data/admin-roles.js';
import { users } from '../../src/db/schema.js';
import { ADMIN_EMAIL, call, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestContext({ config: { adminEmails: [ADMIN_EMAIL, 'second-admin@parla.test'] } });
  admin = await signUp(context.app, ADMIN_EMAIL);
});

afterAll(async () => {
  await context.close();
});

async function partnerKey(): Promise<string> {
  const created = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', { token: admin.access, body: { partner: 'Mallory Academy' } });
  expect(created.status).toBe(201);
  return created.body.key as string;
}

describe('a partner key minting an admin (issue #18, point 2)', () => {
  it('a partner session with a configured admin email that nobody registered gets no admin rights', async () => {
    const key = await partnerKey();
    const session = await call(context.app, 'POST', '/api/v1/partner/sessions/', {
      headers: { 'X-Partner-Key': key },
      body: { external_user_id: 'wants-admin', email: 'second-admin@parla.test' },
    });
    expect(session.status).toBe(200);

    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: session.body.access });
    const adminCall = await call(context.app, 'GET', '/api/v1/admin/users/', { token: session.body.access });
    const keys = await call(context.app, 'GET', '/api/v1/admin/partner-keys/', { token: session.body.access });

    expect(profile.body.is_admin).toBe(false);
    expect(profile.body.email).not.toBe('second-admin@parla.test');
    expect(adminCall.status).toBe(403);
    expect(keys.status).toBe(403);
  });

  it('the real owner of that address registers afterwards, verifies it and is the admin', async () => {
    const owner = await signUp(context.app, 'second-admin@parla.test');
    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: owner.access });
    expect(profile.body.is_admin).toBe(true);
    expect((await call(context.app, 'GET', '/api/v1/admin/users/', { token: owner.access })).status).toBe(200);
  });

  it('the role is stored on the account: an email taken off the configuration loses it at start-up', async () => {
    const before = await call(context.app, 'GET', '/api/v1/admin/users/', { token: admin.access });
    expect(before.status).toBe(200);

    await syncAdminRoles(context.deps.db, ['second-admin@parla.test']);

    const [row] = await context.deps.db.select({ role: users.role }).from(users).where(eq(users.email, ADMIN_EMAIL));
    expect(row?.role).toBe('learner');
    expect((await call(context.app, 'GET', '/api/v1/admin/users/', { token: admin.access })).status).toBe(403);
    await syncAdminRoles(context.deps.db, [ADMIN_EMAIL, 'second-admin@parla.test']);
  });

  it('an unverified account with an admin email holds no admin role', async () => {
    await call(context.app, 'POST', '/api/v1/auth/register/', {
      body: { first_name: 'Eve', last_name: 'Mallory', email: 'third-admin@parla.test', password: 'a long password', confirm_password: 'a long password', terms_accepted: true, privacy_accepted: true },
    });
    await context.deps.background?.idle();
    await syncAdminRoles(context.deps.db, [ADMIN_EMAIL, 'third-admin@parla.test']);
    const [row] = await context.deps.db.select({ role: users.role }).from(users).where(eq(users.email, 'third-admin@parla.test'));
    expect(row?.role).toBe('learner');
  });
});
