import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Preferences, PreferencesPatch, RequestBody, User } from '@parla/contract';
import { FALLBACK_MESSAGES, SUCCESS_MESSAGES, clampPlaybackSpeed } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import { failureNotice } from './failure-notice.js';
import { SESSION_MESSAGE_KEYS } from './message-keys.js';
import type { SnackbarStore } from './snackbar-store.js';

/** Options of {@link createProfileStore}. */
export interface ProfileStoreOptions {
  /** Sends the profile calls. */
  client: Pick<ParlaClient, 'user'>;
  /** Shows the §8 success toasts and failures. */
  snackbar: Pick<SnackbarStore, 'notify'>;
  /** The interface language, read when a failure is shown (a rate limit's wait is put in its words). Default: none (shown as it is). */
  locale?: () => string;
}

/** The signed-in learner's profile and preferences (§3). */
export interface ProfileStore {
  /** The profile, or null when signed out or not loaded yet. */
  readonly $profile: ReadableAtom<User | null>;
  /** The profile's preferences, or null without a profile. */
  readonly $preferences: ReadableAtom<Preferences | null>;
  /** Fetches the profile; rejects with the {@link ApiError} on failure (the profile is left as it was). */
  load(): Promise<User>;
  /** Replaces the profile (null forgets it). */
  set(user: User | null): void;
  /** Changes some fields of the loaded profile (ignored without one). */
  patch(changes: Partial<User>): void;
  /** Changes names and/or preferences: toasts 'Profile updated successfully', or the failure (fallback 'Failed to update profile') and rejects so a form can show field errors. */
  updateProfile(changes: RequestBody<'user.updateProfile'>): Promise<User>;
  /**
   * Changes preferences at once (playback speed clamped to 0.5–2), then saves them; a failure rolls them back.
   * Toasts 'Preferences updated successfully' or the failure (fallback 'Failed to update preferences'); resolves whether
   * it saved. `quiet` saves in the background instead (see {@link UpdatePreferencesOptions}).
   */
  updatePreferences(changes: PreferencesPatch, options?: UpdatePreferencesOptions): Promise<boolean>;
}

/** Options of {@link ProfileStore.updatePreferences}. */
export interface UpdatePreferencesOptions {
  /**
   * A background save of a choice already shown (the theme button, a language picker): no toast, and nothing changed
   * or rolled back before the server answers, so a failure (e.g. offline) leaves the choice on screen; it resolves
   * false and the caller decides whether to log it. Default: false.
   */
  quiet?: boolean;
}

type PreferenceKey = keyof Preferences;

function definedChanges(changes: PreferencesPatch): Partial<Preferences> {
  const defined: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) {
      defined[key] = key === 'playback_speed' ? clampPlaybackSpeed(value as number) : value;
    }
  }
  return defined as Partial<Preferences>;
}

/**
 * Creates the profile store.
 * @example
 * const profile = createProfileStore({ client, snackbar });
 * await profile.updatePreferences({ theme: 'dark', playback_speed: 1.25 });
 */
export function createProfileStore(options: ProfileStoreOptions): ProfileStore {
  const { client, snackbar } = options;
  const $profile = atom<User | null>(null);
  const $preferences = computed($profile, (profile) => profile?.preferences ?? null);

  function patch(changes: Partial<User>): void {
    const current = $profile.get();
    if (current) {
      $profile.set({ ...current, ...changes });
    }
  }

  return {
    $profile,
    $preferences,
    async load() {
      const user = await client.user.getProfile();
      $profile.set(user);
      return user;
    },
    set(user) {
      $profile.set(user);
    },
    patch,
    async updateProfile(changes) {
      try {
        const user = await client.user.updateProfile(changes);
        $profile.set(user);
        snackbar.notify({ type: 'success', text: SUCCESS_MESSAGES.profileUpdated, key: SESSION_MESSAGE_KEYS.profileUpdated });
        return user;
      } catch (error) {
        snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.updateProfile, SESSION_MESSAGE_KEYS.profileUpdateError, options.locale?.()));
        throw error;
      }
    },
    async updatePreferences(changes, updateOptions = {}) {
      const applied = definedChanges(changes);
      if (updateOptions.quiet) {
        try {
          $profile.set(await client.user.updateProfile({ preferences: applied }));
          return true;
        } catch {
          return false;
        }
      }
      const before = $profile.get()?.preferences ?? null;
      const optimistic = before ? { ...before, ...applied } : null;
      if (optimistic) {
        patch({ preferences: optimistic });
      }
      try {
        const user = await client.user.updateProfile({ preferences: applied });
        $profile.set(user);
        snackbar.notify({ type: 'success', text: SUCCESS_MESSAGES.preferencesUpdated, key: SESSION_MESSAGE_KEYS.preferencesUpdated });
        return true;
      } catch (error) {
        const now = $profile.get()?.preferences;
        if (before && optimistic && now) {
          // Undo only what this change set and nothing changed since, so a later change survives an earlier failure.
          const reverted: Record<string, unknown> = { ...now };
          for (const key of Object.keys(applied) as PreferenceKey[]) {
            if (now[key] === optimistic[key]) {
              reverted[key] = before[key];
            }
          }
          patch({ preferences: reverted as Preferences });
        }
        snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.updatePreferences, SESSION_MESSAGE_KEYS.preferencesUpdateError, options.locale?.()));
        return false;
      }
    },
  };
}
