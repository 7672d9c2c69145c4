import { describe, expect, it } from 'vitest';
import { fakeApi, json, online, testClient } from '@parla/test-utils';
import { memoryStorage } from '../ports.js';
import { createSession } from './create-session.js';

describe('the session\'s due count', () => {
  it('is read when asked for, and forgotten on sign-out', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/review/stats/', () => json({ due_count: 3, reviewed_today: 0, retained_today: 0, total_cards: 3 }));
    api.on('POST', '/api/v1/auth/logout/', () => json({ message: 'Logged out.' }));
    const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: ['fr-FR'] });

    await session.dueCount.refresh();
    expect(session.dueCount.$dueCount.get()).toBe(3);
    expect(api.calls('GET', '/api/v1/review/stats/')).toHaveLength(1);

    await session.auth.logout();
    expect(session.dueCount.$dueCount.get()).toBeNull();
    session.destroy();
  });
});
