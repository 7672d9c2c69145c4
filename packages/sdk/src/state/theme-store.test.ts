import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parla/contract/constants';
import { memoryStorage } from '../ports.js';
import type { PrefersDark } from './prefers-dark.js';
import { mediaQueryPrefersDark } from './prefers-dark.js';
import { createThemeStore } from './theme-store.js';

function systemPreference(initial: boolean) {
  let matches = initial;
  const listeners = new Set<(matches: boolean) => void>();
  const port: PrefersDark = {
    matches: () => matches,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    port,
    listeners,
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) {
        listener(next);
      }
    },
  };
}

describe('the theme', () => {
  it('is light by default', () => {
    const theme = createThemeStore({ storage: memoryStorage(), prefersDark: systemPreference(true).port });
    expect(theme.$theme.get()).toBe('light');
    expect(theme.$resolvedTheme.get()).toBe('light');
  });

  it('cycles light, dark, auto, then light again', () => {
    const theme = createThemeStore({ storage: memoryStorage(), prefersDark: systemPreference(false).port });
    expect([theme.cycleTheme(), theme.cycleTheme(), theme.cycleTheme()]).toEqual(['dark', 'auto', 'light']);
    expect(theme.$theme.get()).toBe('light');
  });

  it('is kept in storage and read back at start', () => {
    const storage = memoryStorage();
    createThemeStore({ storage, prefersDark: systemPreference(false).port }).setTheme('dark');

    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(createThemeStore({ storage, prefersDark: systemPreference(false).port }).$theme.get()).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.theme, 'purple');
    expect(createThemeStore({ storage, prefersDark: systemPreference(false).port }).$theme.get()).toBe('light');
  });

  it('is set from the saved user preference', () => {
    const storage = memoryStorage();
    const theme = createThemeStore({ storage, prefersDark: systemPreference(false).port });
    theme.applyPreference({ theme: 'dark' });

    expect(theme.$theme.get()).toBe('dark');
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });
});

describe('when the theme is auto', () => {
  it('follows the system preference while subscribed', () => {
    const system = systemPreference(false);
    const theme = createThemeStore({ storage: memoryStorage(), prefersDark: system.port });
    theme.setTheme('auto');
    const seen: string[] = [];
    const unsubscribe = theme.$resolvedTheme.subscribe((scheme) => seen.push(scheme));

    system.change(true);
    system.change(false);
    unsubscribe();

    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  it('resolves dark when the system prefers dark at start', () => {
    const theme = createThemeStore({ storage: memoryStorage(), prefersDark: systemPreference(true).port });
    theme.setTheme('auto');
    expect(theme.$resolvedTheme.get()).toBe('dark');
  });

  it('ignores the system preference for light and dark', () => {
    const system = systemPreference(true);
    const theme = createThemeStore({ storage: memoryStorage(), prefersDark: system.port });
    expect(theme.$resolvedTheme.get()).toBe('light');
    theme.setTheme('dark');
    system.change(false);
    expect(theme.$resolvedTheme.get()).toBe('dark');
  });
});

describe('mediaQueryPrefersDark', () => {
  it('is never dark where there is no matchMedia (Node)', () => {
    expect(mediaQueryPrefersDark({}).matches()).toBe(false);
  });

  it('reads and follows the prefers-color-scheme query', () => {
    const handlers: Array<(event: { matches: boolean }) => void> = [];
    const query = {
      matches: true,
      addEventListener: (_type: 'change', handler: (event: { matches: boolean }) => void) => handlers.push(handler),
      removeEventListener: () => undefined,
    };
    const queries: string[] = [];
    const port = mediaQueryPrefersDark({
      matchMedia: (text: string) => {
        queries.push(text);
        return query;
      },
    });
    const seen: boolean[] = [];
    port.subscribe((matches) => seen.push(matches));
    handlers.forEach((handler) => handler({ matches: false }));

    expect(queries).toEqual(['(prefers-color-scheme: dark)']);
    expect(port.matches()).toBe(true);
    expect(seen).toEqual([false]);
  });
});
