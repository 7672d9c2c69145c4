import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import { partnerLearners } from '../../src/db/schema.js';
import { call, createConversation, createTestContext, signUp, type TestContext } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('data the export leaves out (issue #18, point 17)', () => {
  it('holds the support report\'s user agent, partner links, tier, last activity, sessions, kept mails and premium-feature counts', async () => {
    const learner = await signUp(context.app);
    await context.deps.db.insert(partnerLearners).values({ partner: 'Lingua Partner', externalUserId: 'ext-9', userId: learner.id, createdAt: new Date() });
    const report = await call(context.app, 'POST', '/api/v1/support/report/', {
      token: learner.access,
      body: { subject: 'Audio', description: 'The audio does not play on my phone.', category: 'bug' },
      headers: { 'User-Agent': 'TestBrowser/1.0 (Parla export)' },
    });
    expect(report.status).toBe(201);
    await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } });
    const conversationId = await createConversation(context.app, learner);
    await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: 'Hola' } });

    const exported = await call(context.app, 'GET', '/api/v1/user/export-data/', { token: learner.access });
    expect(exported.status).toBe(200);
    const data = ENDPOINTS['user.exportData'].response.parse(exported.body);

    expect(data.support_reports[0]?.user_agent).toBe('TestBrowser/1.0 (Parla export)');
    expect(data.account?.tier).toBe('free');
    expect(data.account?.role).toBe('learner');
    expect(data.account?.last_active_at).not.toBeNull();
    expect(data.account?.partner_links).toEqual([expect.objectContaining({ partner: 'Lingua Partner', external_user_id: 'ext-9' })]);
    expect(data.account?.sessions).toHaveLength(1);
    expect(data.account?.sessions[0]?.revoked_at).toBeNull();
    expect(data.account?.mails.map((mail) => mail.subject)).toContain('Confirm your email address for Parla');
    expect(data.usage.length).toBeGreaterThan(0);
    expect(data.usage.every((day) => typeof day.premiumFeatures === 'number')).toBe(true);
  });
});
