import type { Preferences } from '@parla/contract';
import type { InterfaceLanguage, Theme } from '@parla/contract/constants';
import type { LocaleStore } from './locale.js';
import { SESSION_MESSAGE_KEYS } from './message-keys.js';
import type { ProfileStore } from './profile-store.js';
import type { SnackbarStore } from './snackbar-store.js';
import type { ThemeStore } from './theme-store.js';

/** What a settings screen saves (§3 preferences), auto-play among them when the screen offers it. */
export type SettingsChoice = Pick<Preferences, 'ui_language' | 'theme' | 'playback_speed' | 'voice_preference'> & Partial<Pick<Preferences, 'auto_play_replies'>>;

/** Options of {@link createSettingsActions}. */
export interface SettingsActionsOptions {
  /** The signed-in learner's preferences (null when signed out). */
  profile: Pick<ProfileStore, '$profile' | 'updatePreferences'>;
  /** The theme. */
  theme: Pick<ThemeStore, 'setTheme'>;
  /** The interface language. */
  locale: Pick<LocaleStore, 'setLocale'>;
  /** Shows the confirmation of a save while signed out. */
  snackbar: Pick<SnackbarStore, 'notify'>;
}

/** The actions of a settings screen: one behaviour for every interface-language and theme control. */
export interface SettingsActions {
  /** Applies an interface language at once, as the header's picker does (saved to the preferences quietly while signed in). */
  chooseLanguage(language: InterfaceLanguage): void;
  /** Applies a theme at once, as the header's theme button does (saved to the preferences quietly while signed in). */
  chooseTheme(theme: Theme): void;
  /**
   * Saves the settings: signed in, through `profile.updatePreferences` ('Preferences updated successfully' or the
   * failure); signed out, the language and theme on this device, confirmed by {@link SETTINGS_SAVED_ON_DEVICE_MESSAGE}.
   * Resolves whether it saved.
   */
  save(settings: SettingsChoice): Promise<boolean>;
}

/** The confirmation of settings saved while signed out (message id `preferences.savedOnDevice`). */
export const SETTINGS_SAVED_ON_DEVICE_MESSAGE = 'Saved on this device. Sign in to keep your playback speed and voice too.';

/**
 * Creates the settings actions over the session's profile, theme, locale and snackbar.
 * @example
 * const settings = createSettingsActions({ profile, theme, locale, snackbar });
 * settings.chooseLanguage('es');
 * await settings.save({ ui_language: 'es', theme: 'dark', playback_speed: 1.25, voice_preference: 'male' });
 */
export function createSettingsActions(options: SettingsActionsOptions): SettingsActions {
  const { profile, theme, locale, snackbar } = options;
  return {
    chooseLanguage(language) {
      locale.setLocale(language);
    },
    chooseTheme(choice) {
      theme.setTheme(choice);
    },
    async save(settings) {
      if (!profile.$profile.get()) {
        theme.setTheme(settings.theme);
        locale.setLocale(settings.ui_language);
        snackbar.notify({ type: 'success', text: SETTINGS_SAVED_ON_DEVICE_MESSAGE, key: SESSION_MESSAGE_KEYS.preferencesSavedOnDevice });
        return true;
      }
      return profile.updatePreferences(settings);
    },
  };
}
