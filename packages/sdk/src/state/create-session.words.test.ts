import { describe, expect, it, vi } from 'vitest';
import { aLookup, aSavedWord, fakeApi, json, online, testClient } from '@parla/test-utils';
import { memoryStorage } from '../ports.js';
import { createSession } from './create-session.js';

describe('the session\'s words and due count', () => {
  it('looks words up in the learner\'s language (the interface one until a profile says), and a saved word refreshes the due count', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/vocabulary/lookup/', () => json(aLookup({ native_language: 'fr', meaning: 'chien' })));
    api.on('POST', '/api/v1/vocabulary/', () => json(aSavedWord('w1'), 201));
    api.on('GET', '/api/v1/review/stats/', () => json({ due_count: 3, reviewed_today: 0, retained_today: 0, total_cards: 3 }));
    const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: ['fr-FR'] });

    await session.words.lookup('perro', 'es');
    expect(api.calls('GET', '/api/v1/vocabulary/lookup/')[0]!.url.searchParams.get('native')).toBe('fr');
    await session.words.save('perro', 'es', { sentence: 'Tengo un perro.' });

    await vi.waitFor(() => expect(session.dueCount.$dueCount.get()).toBe(3));
    expect(api.calls('GET', '/api/v1/review/stats/')).toHaveLength(1);
    session.destroy();
  });
});
