import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';
import { memoryStorage } from '../ports.js';
import { createSession } from './create-session.js';
import { SETTINGS_SAVED_ON_DEVICE_MESSAGE } from './settings-actions.js';

const PROFILE = '/api/v1/auth/profile/';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

async function signedIn() {
  const api = fakeApi();
  let stored = aUser();
  api.on('GET', PROFILE, () => json(stored));
  api.on('PATCH', PROFILE, (request) => {
    const changes = (request.body as { preferences: object }).preferences;
    stored = { ...stored, preferences: { ...stored.preferences, ...changes } };
    return json(stored);
  });
  const { client } = testClient(api, { tokens: validTokens() });
  const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });
  await session.profile.load();
  return { api, session };
}

function signedOut() {
  const api = fakeApi();
  const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: [] });
  return { api, session };
}

const CHOICE = { ui_language: 'es', theme: 'dark', playback_speed: 1.25, voice_preference: 'male' } as const;

describe('settings actions', () => {
  describe('when an interface language is chosen', () => {
    it('applies it at once and saves it quietly while signed in, as the header picker does', async () => {
      const { api, session } = await signedIn();

      session.settings.chooseLanguage('ja');

      expect(session.locale.$locale.get()).toBe('ja');
      await vi.waitFor(() => expect(api.calls('PATCH', PROFILE).map((call) => call.body)).toEqual([{ preferences: { ui_language: 'ja' } }]));
      expect(session.snackbar.$currentSnackbar.get()).toBeNull();
      session.destroy();
    });

    it('applies it at once while signed out, sending nothing', () => {
      const { api, session } = signedOut();

      session.settings.chooseLanguage('uk');
      session.settings.chooseTheme('dark');

      expect(session.locale.$locale.get()).toBe('uk');
      expect(session.theme.$theme.get()).toBe('dark');
      expect(api.calls('PATCH', PROFILE)).toHaveLength(0);
      session.destroy();
    });
  });

  describe('when the settings are saved', () => {
    it('stores them in the preferences while signed in and toasts the §8 success', async () => {
      const { api, session } = await signedIn();

      expect(await session.settings.save(CHOICE)).toBe(true);

      expect(api.calls('PATCH', PROFILE).at(-1)?.body).toEqual({ preferences: CHOICE });
      expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'success', text: 'Preferences updated successfully' });
      session.destroy();
    });

    it('confirms the save while signed out (it said nothing), keeping language and theme on this device', async () => {
      const { api, session } = signedOut();

      expect(await session.settings.save(CHOICE)).toBe(true);

      expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'success', text: SETTINGS_SAVED_ON_DEVICE_MESSAGE, key: 'preferences.savedOnDevice' });
      expect(session.locale.$locale.get()).toBe('es');
      expect(session.theme.$theme.get()).toBe('dark');
      expect(api.calls('PATCH', PROFILE)).toHaveLength(0);
      session.destroy();
    });
  });
});
