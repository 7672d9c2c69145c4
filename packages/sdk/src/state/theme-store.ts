import { atom, computed, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { DEFAULT_PREFERENCES, STORAGE_KEYS, THEMES } from '@parla/contract/constants';
import type { Theme } from '@parla/contract/constants';
import type { Preferences } from '@parla/contract';
import type { KeyValueStorage } from '../ports.js';
import { mediaQueryPrefersDark } from './prefers-dark.js';
import type { PrefersDark } from './prefers-dark.js';
import { readStored, writeStored } from './stored-value.js';

/** The colour scheme actually shown. */
export type ResolvedTheme = 'light' | 'dark';

/** The order of the theme button (§4): light, dark, auto, then light again. */
const NEXT_THEME: Readonly<Record<Theme, Theme>> = { light: 'dark', dark: 'auto', auto: 'light' };

/** Options of {@link createThemeStore}. */
export interface ThemeStoreOptions {
  /** Where the choice is kept, under `STORAGE_KEYS.theme`. */
  storage: KeyValueStorage;
  /** The system preference that `auto` follows. Default: `matchMedia('(prefers-color-scheme: dark)')`, or never dark without one. */
  prefersDark?: PrefersDark;
}

/** The theme choice and the scheme it resolves to (§1, §4). */
export interface ThemeStore {
  /** The learner's choice: light (default), dark or auto. */
  readonly $theme: ReadableAtom<Theme>;
  /** light or dark; auto follows the system preference while subscribed. */
  readonly $resolvedTheme: ReadableAtom<ResolvedTheme>;
  /** Chooses a theme and keeps it. */
  setTheme(theme: Theme): void;
  /** Moves to the next theme (light, dark, auto, light…) and returns it. */
  cycleTheme(): Theme;
  /** Takes the theme of the saved user preferences (§4). */
  applyPreference(preferences: Pick<Preferences, 'theme'>): void;
}

/** Whether `value` is one of the themes. */
export function isTheme(value: unknown): value is Theme {
  return THEMES.some((theme) => theme === value);
}

/**
 * Creates the theme store: starts from storage (light when nothing valid is stored).
 * @example
 * const theme = createThemeStore({ storage: localStorage });
 * theme.$resolvedTheme.subscribe((scheme) => document.documentElement.dataset.theme = scheme);
 */
export function createThemeStore(options: ThemeStoreOptions): ThemeStore {
  const { storage } = options;
  const prefersDark = options.prefersDark ?? mediaQueryPrefersDark();
  const stored = readStored(storage, STORAGE_KEYS.theme);
  const $theme = atom<Theme>(isTheme(stored) ? stored : DEFAULT_PREFERENCES.theme);
  const $systemDark = atom(prefersDark.matches());
  onMount($systemDark, () => {
    $systemDark.set(prefersDark.matches());
    return prefersDark.subscribe((matches) => $systemDark.set(matches));
  });
  const $resolvedTheme = computed([$theme, $systemDark], (theme, systemDark): ResolvedTheme => {
    if (theme === 'auto') {
      return systemDark ? 'dark' : 'light';
    }
    return theme;
  });

  function setTheme(theme: Theme): void {
    if (!isTheme(theme)) {
      return;
    }
    $theme.set(theme);
    writeStored(storage, STORAGE_KEYS.theme, theme);
  }

  return {
    $theme,
    $resolvedTheme,
    setTheme,
    cycleTheme() {
      const next = NEXT_THEME[$theme.get()];
      setTheme(next);
      return next;
    },
    applyPreference(preferences) {
      setTheme(preferences.theme);
    },
  };
}
