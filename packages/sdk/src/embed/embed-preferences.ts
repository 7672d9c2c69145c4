import type { ReadableAtom } from 'nanostores';
import type { User } from '@parla/contract';
import { DEFAULT_PREFERENCES } from '@parla/contract/constants';
import type { Session } from '../state/create-session.js';
import { detectLocale, interfaceLanguageOf } from '../state/locale.js';
import type { Report } from './embed-report.js';
import type { EmbedSettings } from './embed-types.js';

/** Options of {@link followEmbedSettings}. */
export interface EmbedPreferencesOptions {
  session: Session;
  $settings: ReadableAtom<EmbedSettings>;
  /** The browser's preferred languages (the interface language without a `locale`), read when needed. */
  languages: () => readonly string[];
  report: Report;
}

/** The learner's preferences the settings give that differ from the saved ones. */
function changedPreferences(settings: EmbedSettings, user: User): Record<string, string> {
  const given = { target_language: settings.targetLanguage, native_language: settings.nativeLanguage, skill_level: settings.skillLevel, voice_preference: settings.voice };
  return Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => !!entry[1] && user.preferences[entry[0] as keyof User['preferences']] !== entry[1]),
  );
}

/** Holds `store` at what `pinned` says: set at once, and set back whenever something else (the saved preferences) changes it. */
function pin(store: ReadableAtom<string>, set: (value: never) => void, pinned: () => string): () => void {
  const hold = () => store.get() === pinned() || set(pinned() as never);
  hold();
  return store.listen(hold);
}

/**
 * Applies an embed's settings to its session: the theme (default light) and interface language (default the browser's)
 * are pinned, never the learner's saved ones; the learner's preferences given (target and native language, skill level,
 * voice) are saved once they differ from the profile's, again whenever a new profile still differs. Returns the stop function.
 */
export function followEmbedSettings({ session, $settings, languages, report }: EmbedPreferencesOptions): () => void {
  const theme = () => $settings.get().theme ?? DEFAULT_PREFERENCES.theme;
  const locale = () => interfaceLanguageOf($settings.get().locale ?? '') ?? detectLocale({ languages: languages() });
  const stops = [
    pin(session.theme.$theme, session.theme.setTheme, theme),
    pin(session.locale.$locale, session.locale.setLocale, locale),
    $settings.listen(() => {
      session.theme.setTheme(theme() as never);
      session.locale.setLocale(locale() as never);
    }),
  ];

  let savedFor: User | null = null;
  let savedKey = '{}';
  const save = () => {
    const { user } = session.auth.$auth.get();
    const changes = user ? changedPreferences($settings.get(), user) : {};
    const key = JSON.stringify(changes);
    if (user === savedFor && key === savedKey) {
      return;
    }
    savedFor = user;
    savedKey = key;
    if (user && key !== '{}') {
      session.client.user.updateProfile({ preferences: changes }).then(
        (updated) => session.profile.set(updated),
        (error: unknown) => report(error),
      );
    }
  };
  stops.push(session.auth.$auth.subscribe(save), $settings.listen(save));
  return () => stops.forEach((stop) => stop());
}
