import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdPartnerKey, partnerKeyList, partnerSessionResponse } from '@parla/contract';
import { partnerKeys, partnerLearners } from '../src/db/schema.js';
import { ADMIN_EMAIL, call, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

const PARTNER_ORIGIN = 'https://school.example';

let context: TestContext;
let admin: TestUser;
let learner: TestUser;

async function newKey(partner = 'Acme School', allowedOrigins: string[] = [PARTNER_ORIGIN]): Promise<{ id: string; key: string }> {
  const created = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', {
    token: admin.access,
    body: { partner, allowed_origins: allowedOrigins },
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.id, key: created.body.key };
}

function session(key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(context.app, 'POST', '/api/v1/partner/sessions/', { headers: { 'X-Partner-Key': key, ...headers }, body });
}

beforeAll(async () => {
  context = await createTestContext();
  admin = await signUp(context.app, ADMIN_EMAIL);
  learner = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

describe('partner keys', () => {
  it('are created by an admin, with the secret shown once and stored only as a hash', async () => {
    const created = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', {
      token: admin.access,
      body: { partner: 'Shown Once', allowed_origins: ['https://Shown.example'] },
    });
    expect(created.status).toBe(201);
    const key = createdPartnerKey.parse(created.body);
    expect(key.key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(key.key.startsWith(key.prefix)).toBe(true);
    expect(key.allowed_origins).toEqual(['https://shown.example']);

    const listed = partnerKeyList.parse((await call(context.app, 'GET', '/api/v1/admin/partner-keys/', { token: admin.access })).body);
    const row = listed.results.find((item) => item.id === key.id);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('key');
    expect(JSON.stringify(listed)).not.toContain(key.key);

    const [stored] = await context.deps.db.select().from(partnerKeys).where(eq(partnerKeys.id, key.id));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key.key);
  });

  it('refuse learners and anonymous callers', async () => {
    const asLearner = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', { token: learner.access, body: { partner: 'Nope' } });
    expect(asLearner.status).toBe(403);
    expect((await call(context.app, 'GET', '/api/v1/admin/partner-keys/', { token: learner.access })).status).toBe(403);
    expect((await call(context.app, 'GET', '/api/v1/admin/partner-keys/')).status).toBe(401);
  });

  it('reject an origin with a path', async () => {
    const result = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', {
      token: admin.access,
      body: { partner: 'Bad', allowed_origins: ['https://bad.example/page'] },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.field_errors ?? result.body.errors ?? {}).join()).toContain('allowed_origins');
  });

  it('name a missing partner (a body given as {name, allowed_origins}) with the §5 message, not a schema library\'s wording', async () => {
    const result = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', {
      token: admin.access,
      body: { name: 'Old docs', allowed_origins: 'https://partner.example' },
    });
    expect(result.status).toBe(400);
    expect(result.body.field_errors).toEqual({
      partner: ['This field is required'],
      allowed_origins: ['Give the allowed origins as a list, such as ["https://partner.example"].'],
    });
  });

  it('answer 404 when revoking a key that does not exist', async () => {
    const result = await call(context.app, 'DELETE', '/api/v1/admin/partner-keys/00000000-0000-4000-8000-000000000000/', { token: admin.access });
    expect(result.status).toBe(404);
  });
});

describe('partner sessions', () => {
  it('create the learner on first use with terms not accepted, and reuse them afterwards', async () => {
    const { key } = await newKey();
    const first = await session(key, { external_user_id: 'u-1', first_name: 'Mia', last_name: 'Rossi', native_language: 'it', target_language: 'fr' });
    expect(first.status, first.text).toBe(200);
    const tokens = partnerSessionResponse.parse(first.body);
    expect(tokens.created).toBe(true);

    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: tokens.access });
    expect(profile.status).toBe(200);
    expect(profile.body.terms_accepted).toBe(false);
    expect(profile.body.first_name).toBe('Mia');
    expect(profile.body.preferences.native_language).toBe('it');
    expect(profile.body.preferences.target_language).toBe('fr');

    const second = await call(context.app, 'POST', '/api/v1/partner/sessions/', {
      headers: { Authorization: `Bearer ${key}` },
      body: { external_user_id: 'u-1', first_name: 'Changed' },
    });
    expect(second.status).toBe(200);
    expect(second.body.user_id).toBe(tokens.user_id);
    expect(second.body.created).toBe(false);

    const refreshed = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: second.body.refresh } });
    expect(refreshed.status).toBe(200);
  });

  it('match learners per partner, across its keys, and keep partners apart', async () => {
    const first = await newKey('Gamma');
    const second = await newKey('Gamma');
    const other = await newKey('Delta');
    const a = await session(first.key, { external_user_id: 'same-id' });
    const b = await session(second.key, { external_user_id: 'same-id' });
    const c = await session(other.key, { external_user_id: 'same-id' });
    expect(a.body.user_id).toBe(b.body.user_id);
    expect(c.body.user_id).not.toBe(a.body.user_id);
  });

  it('never hand an existing account to a partner that sends its email', async () => {
    const { key } = await newKey('Email Claimer');
    const result = await session(key, { external_user_id: 'claims-learner', email: learner.email });
    expect(result.status).toBe(200);
    expect(result.body.user_id).not.toBe(learner.id);
    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: result.body.access });
    expect(profile.body.email).not.toBe(learner.email);

    // An address nobody uses yet is not claimed either: its owner may register it later (issue #18, point 4).
    const free = await session(key, { external_user_id: 'free-email', email: 'New.Learner@School.example' });
    const freeProfile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: free.body.access });
    expect(freeProfile.body.email).toMatch(/@partners\.parla\.invalid$/);
  });

  it('answer 401 without a key, with an unknown key and with a revoked key', async () => {
    const missing = await call(context.app, 'POST', '/api/v1/partner/sessions/', { body: { external_user_id: 'u-2' } });
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('not_authenticated');

    const unknown = await session('pk_not-a-real-key-000000000000000000000000000', { external_user_id: 'u-2' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('token_invalid');

    const { id, key } = await newKey('Revoked Partner');
    expect((await session(key, { external_user_id: 'u-2' })).status).toBe(200);
    const revoked = await call(context.app, 'DELETE', `/api/v1/admin/partner-keys/${id}/`, { token: admin.access });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    const after = await session(key, { external_user_id: 'u-2' });
    expect(after.status).toBe(401);
  });

  it('validate the body with the contract', async () => {
    const { key } = await newKey();
    const result = await session(key, { external_user_id: '', target_language: 'xx' });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('validation_failed');
  });

  it('refuse a browser call from an origin the key does not allow', async () => {
    const { key } = await newKey();
    const foreign = await session(key, { external_user_id: 'u-3' }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const allowed = await session(key, { external_user_id: 'u-3' }, { Origin: PARTNER_ORIGIN });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('are rate-limited per key with Retry-After', async () => {
    const { key } = await newKey('Busy Partner');
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      statuses.push((await session(key, { external_user_id: 'busy' })).status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const blocked = await session(key, { external_user_id: 'busy' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    const otherKey = await newKey('Busy Partner');
    expect((await session(otherKey.key, { external_user_id: 'busy' })).status).toBe(200);
  });

  it('are removed with the learner’s account', async () => {
    const { key } = await newKey('Deleting');
    const created = await session(key, { external_user_id: 'leaving' });
    const deleted = await call(context.app, 'DELETE', '/api/v1/user/delete-account/', { token: created.body.access });
    expect(deleted.status).toBe(200);
    expect(await context.deps.db.select().from(partnerLearners).where(eq(partnerLearners.userId, created.body.user_id))).toHaveLength(0);
    const again = await session(key, { external_user_id: 'leaving' });
    expect(again.body.created).toBe(true);
  });
});

describe('CORS for partner origins', () => {
  function preflight(origin: string) {
    return context.app.request('/api/v1/conversations/send-message-stream/', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
  }

  it('allows the learner API from an unrevoked key’s origin, and stops when the key is revoked', async () => {
    const origin = 'https://cors-partner.example';
    expect((await preflight(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
    const { id } = await newKey('Cors Partner', [origin]);
    const allowed = await preflight(origin);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(allowed.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    const profile = await context.app.request('/api/v1/terms/', { headers: { Origin: origin } });
    expect(profile.headers.get('Access-Control-Allow-Origin')).toBe(origin);

    await call(context.app, 'DELETE', `/api/v1/admin/partner-keys/${id}/`, { token: admin.access });
    expect((await preflight(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('never allows other origins', async () => {
    expect((await preflight('https://elsewhere.example')).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
