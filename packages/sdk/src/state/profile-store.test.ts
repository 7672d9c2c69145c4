import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@parla/contract/constants';
import type { ApiError } from '../errors/api-error.js';
import { memoryStorage } from '../ports.js';
import { createSession } from './create-session.js';
import { aUser, apiError, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';

const PROFILE_PATH = '/api/v1/auth/profile/';

async function signedInSession(api: FakeApi) {
  const { client } = testClient(api, { tokens: validTokens() });
  const storage = memoryStorage();
  const session = createSession({ client, storage, connectivity: online, languages: [], logger: { error: vi.fn(), info: vi.fn() } });
  await session.start();
  return { session, storage };
}

/** Answers a PATCH like the server: merges the preferences into the user. */
function patchingServer(): FakeApi {
  const api = fakeApi();
  let user = aUser();
  api.on('GET', PROFILE_PATH, () => json(user));
  api.on('PATCH', PROFILE_PATH, (request) => {
    const body = request.body as { first_name?: string; preferences?: Record<string, unknown> };
    user = { ...user, ...(body.first_name ? { first_name: body.first_name } : {}), preferences: { ...user.preferences, ...body.preferences } };
    return json(user);
  });
  return api;
}

describe('the profile', () => {
  it('exposes the preferences of the loaded profile', async () => {
    const { session } = await signedInSession(patchingServer());

    expect(session.profile.$preferences.get()).toEqual(aUser().preferences);
  });

  it('is null before sign-in', () => {
    const session = createSession({ client: testClient(fakeApi()).client, storage: memoryStorage(), connectivity: online, languages: [] });
    expect(session.profile.$profile.get()).toBeNull();
    expect(session.profile.$preferences.get()).toBeNull();
  });
});

describe('when the learner updates the profile', () => {
  it('saves it and says "Profile updated successfully"', async () => {
    const api = patchingServer();
    const { session } = await signedInSession(api);

    await session.profile.updateProfile({ first_name: 'Augusta' });

    expect(api.calls('PATCH', PROFILE_PATH)[0]?.body).toEqual({ first_name: 'Augusta' });
    expect(session.profile.$profile.get()?.first_name).toBe('Augusta');
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'success', text: 'Profile updated successfully', key: 'profile.updateSuccess' });
  });

  it('shows the failure and rejects so the form can show field errors', async () => {
    const api = patchingServer();
    api.on('PATCH', PROFILE_PATH, () => apiError(400, 'Name must be at least 2 characters', { first_name: ['Name must be at least 2 characters'] }));
    const { session } = await signedInSession(api);

    const failure = await session.profile.updateProfile({ first_name: 'A' }).catch((error: unknown) => error);

    expect((failure as ApiError).fieldErrors).toEqual({ first_name: ['Name must be at least 2 characters'] });
    expect(session.profile.$profile.get()?.first_name).toBe('Ada');
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'error', text: 'Name must be at least 2 characters' });
  });
});

describe('when the learner updates preferences', () => {
  it('shows the change before the server answers', async () => {
    const api = patchingServer();
    let answer: (response: Response) => void = () => undefined;
    const { session } = await signedInSession(api);
    api.on('PATCH', PROFILE_PATH, () => new Promise<Response>((resolve) => (answer = resolve)));

    const saving = session.profile.updatePreferences({ skill_level: 'advanced' });

    expect(session.profile.$preferences.get()?.skill_level).toBe('advanced');
    await vi.waitFor(() => expect(api.calls('PATCH', PROFILE_PATH)).toHaveLength(1));
    answer(json(aUser({ preferences: { ...aUser().preferences, skill_level: 'advanced' } })));
    expect(await saving).toBe(true);
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'success', text: 'Preferences updated successfully', key: 'preferences.updateSuccess' });
  });

  it('clamps the playback speed to 0.5–2', async () => {
    const api = patchingServer();
    const { session } = await signedInSession(api);

    await session.profile.updatePreferences({ playback_speed: 5 });
    await session.profile.updatePreferences({ playback_speed: 0.1 });

    expect(api.calls('PATCH', PROFILE_PATH).map((request) => request.body)).toEqual([
      { preferences: { playback_speed: 2 } },
      { preferences: { playback_speed: 0.5 } },
    ]);
    expect(session.profile.$preferences.get()?.playback_speed).toBe(0.5);
  });

  it('rolls the change back and shows the failure when saving fails', async () => {
    const api = patchingServer();
    const { session } = await signedInSession(api);
    api.on('PATCH', PROFILE_PATH, () => apiError(503, 'Service temporarily unavailable. Please try again later.'));

    expect(await session.profile.updatePreferences({ skill_level: 'advanced', playback_speed: 1.5 })).toBe(false);

    expect(session.profile.$preferences.get()).toMatchObject({ skill_level: 'beginner', playback_speed: 1 });
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'error', text: 'Service temporarily unavailable. Please try again later.' });
  });

  it('applies the theme and interface language of the saved preferences', async () => {
    const api = patchingServer();
    const { session, storage } = await signedInSession(api);

    await session.profile.updatePreferences({ theme: 'dark', ui_language: 'es' });

    expect(session.theme.$theme.get()).toBe('dark');
    expect(session.locale.$locale.get()).toBe('es');
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(storage.getItem(STORAGE_KEYS.locale)).toBe('es');
  });

  it('applies the theme of the profile loaded at startup', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser({ preferences: { ...aUser().preferences, theme: 'dark', ui_language: 'fr' } })));
    const { session } = await signedInSession(api);

    expect(session.theme.$theme.get()).toBe('dark');
    expect(session.locale.$locale.get()).toBe('fr');
  });
});
