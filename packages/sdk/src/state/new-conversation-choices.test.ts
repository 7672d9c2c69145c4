import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parla/contract/constants';
import { aUser, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';
import type { User } from '@parla/contract';
import { memoryStorage } from '../ports.js';
import type { KeyValueStorage } from '../ports.js';
import { createSession } from './create-session.js';

const PROFILE = '/api/v1/auth/profile/';

function learner(id: string, preferences: Partial<User['preferences']> = {}): User {
  return aUser({ id, preferences: { ...aUser().preferences, native_language: 'de', target_language: 'it', skill_level: 'advanced', learning_goals: ['grammar'], ...preferences } });
}

async function signedIn(user: User, storage: KeyValueStorage = memoryStorage(), languages: string[] = []) {
  const api = fakeApi();
  let stored = user;
  api.on('GET', PROFILE, () => json(stored));
  api.on('PATCH', PROFILE, (request) => {
    const changes = (request.body as { preferences: object }).preferences;
    stored = { ...stored, preferences: { ...stored.preferences, ...changes } };
    return json(stored);
  });
  const { client } = testClient(api, { tokens: validTokens(user) });
  const session = createSession({ client, storage, connectivity: online, languages });
  await session.profile.load();
  return { api, session };
}

describe('where the new-conversation form starts', () => {
  it('starts from the saved preferences, with free conversation', async () => {
    const { session } = await signedIn(learner('user-1'));

    expect(session.newConversation.initial()).toEqual({ native: 'de', target: 'it', level: 'advanced', goals: ['grammar'], mode: 'free_conversation' });
    session.destroy();
  });

  it('follows the profile once it loads after the form asked (a fresh page)', async () => {
    const api = fakeApi();
    const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: ['es'] });
    expect(session.newConversation.$initial.get().native).toBe('es');

    session.profile.set(learner('user-1'));

    expect(session.newConversation.$initial.get()).toMatchObject({ native: 'de', target: 'it', level: 'advanced' });
    session.destroy();
  });

  it('takes the interface language as the native language when no profile says otherwise, never the target too', () => {
    const session = createSession({ client: testClient(fakeApi()).client, storage: memoryStorage(), connectivity: online, languages: ['es-ES'] });

    expect(session.newConversation.initial()).toMatchObject({ native: 'es', target: 'en', level: 'beginner', mode: 'free_conversation' });
    session.destroy();
  });

  it('starts from the last choices of this learner, the learning mode included, the next time', async () => {
    const storage = memoryStorage();
    const first = await signedIn(learner('user-1'), storage);
    first.session.newConversation.remember({ native: 'fr', target: 'ja', level: 'intermediate', goals: ['travel'], mode: 'roleplay' });
    first.session.destroy();

    const again = await signedIn(learner('user-1'), storage);

    expect(again.session.newConversation.initial()).toEqual({ native: 'fr', target: 'ja', level: 'intermediate', goals: ['travel'], mode: 'roleplay' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.newConversation) ?? '{}')).toHaveProperty('user-1');
    again.session.destroy();
  });

  it('does not hand one learner’s last choices to another on the same device', async () => {
    const storage = memoryStorage();
    const first = await signedIn(learner('user-1'), storage);
    first.session.newConversation.remember({ native: 'fr', target: 'ja', level: 'intermediate', goals: [], mode: 'roleplay' });
    first.session.destroy();

    const other = await signedIn(learner('user-2'), storage);

    expect(other.session.newConversation.initial()).toMatchObject({ native: 'de', target: 'it', mode: 'free_conversation' });
    other.session.destroy();
  });

  it('saves the languages, level and goals chosen to the preferences quietly (no toast), once', async () => {
    const { api, session } = await signedIn(learner('user-1'));

    session.newConversation.remember({ native: 'fr', target: 'ja', level: 'intermediate', goals: ['travel'], mode: 'idioms' });

    await expect.poll(() => api.calls('PATCH', PROFILE).length).toBe(1);
    expect(api.calls('PATCH', PROFILE)[0]?.body).toEqual({ preferences: { native_language: 'fr', target_language: 'ja', skill_level: 'intermediate', learning_goals: ['travel'] } });
    expect(session.snackbar.$currentSnackbar.get()).toBeNull();
    await expect.poll(() => session.profile.$preferences.get()?.native_language).toBe('fr');
    session.newConversation.remember({ native: 'fr', target: 'ja', level: 'intermediate', goals: ['travel'], mode: 'slang' });
    expect(api.calls('PATCH', PROFILE)).toHaveLength(1);
    session.destroy();
  });

  it('ignores a stored record that is not one (hand-edited or from an older version)', async () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.newConversation, JSON.stringify({ 'user-1': { native: 'xx', target: 'es', level: 'beginner', goals: [], mode: 'roleplay' } }));
    const { session } = await signedIn(learner('user-1'), storage);

    expect(session.newConversation.initial()).toMatchObject({ native: 'de', mode: 'free_conversation' });
    storage.setItem(STORAGE_KEYS.newConversation, 'not json');
    expect(session.newConversation.initial()).toMatchObject({ native: 'de' });
    session.destroy();
  });
});
