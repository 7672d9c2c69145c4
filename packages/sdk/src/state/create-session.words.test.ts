import { describe, expect, it, vi } from 'vitest';
import { aLookup, aSavedWord, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';
import { memoryStorage } from '../ports.js';
import { createSession } from './create-session.js';
import { sessionWords } from './session-words.js';

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

describe('the session\'s words', () => {
  it('are looked up in the interface language until a profile says, a saved word refreshes the due count, and sign-out forgets them', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/vocabulary/lookup/', () => json(aLookup({ native_language: 'fr', meaning: 'chien' })));
    api.on('POST', '/api/v1/vocabulary/', () => json(aSavedWord('w1'), 201));
    api.on('GET', '/api/v1/review/stats/', () => json({ due_count: 3, reviewed_today: 0, retained_today: 0, total_cards: 3 }));
    api.on('POST', '/api/v1/auth/logout/', () => json({ message: 'Logged out.' }));
    const { client } = testClient(api, { tokens: validTokens() });
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: ['fr-FR'] });
    const words = sessionWords(session);
    expect(sessionWords(session)).toBe(words);

    await words.lookup('perro', 'es');
    expect(api.calls('GET', '/api/v1/vocabulary/lookup/')[0]!.url.searchParams.get('native')).toBe('fr');
    await words.save('perro', 'es', { sentence: 'Tengo un perro.' });
    await vi.waitFor(() => expect(session.dueCount.$dueCount.get()).toBe(3));

    await session.auth.logout();
    expect(words.stateOf('perro', 'es')).toBeUndefined();
    session.destroy();
  });
});
