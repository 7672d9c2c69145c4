import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Theme } from '@parla/contract/constants';
import type { ResolvedTheme, ThemeStore } from '@parla/sdk';
import { useParlaSession } from './use-parla-session.js';

/** What {@link useTheme} returns. */
export interface UseThemeResult extends Pick<ThemeStore, 'setTheme' | 'cycleTheme'> {
  /** The learner's choice: light, dark or auto. */
  theme: Theme;
  /** The scheme shown: light or dark (auto follows the system). */
  resolvedTheme: ResolvedTheme;
}

/**
 * The theme choice and the scheme it resolves to.
 * @example
 * const { theme, cycleTheme } = useTheme();
 */
export function useTheme(): UseThemeResult {
  const { theme: store } = useParlaSession('useTheme');
  const theme = useStore(store.$theme);
  const resolvedTheme = useStore(store.$resolvedTheme);
  return useMemo(
    () => ({ theme, resolvedTheme, setTheme: store.setTheme, cycleTheme: store.cycleTheme }),
    [store, theme, resolvedTheme],
  );
}
