import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Snackbar, SnackbarStore } from '@parla/sdk';
import { useParlaSession } from './use-parla-session.js';

/** What {@link useSnackbars} returns. */
export interface UseSnackbarsResult extends Pick<SnackbarStore, 'notify' | 'dismiss' | 'clear'> {
  /** Every queued snackbar, the current one first. */
  snackbars: readonly Snackbar[];
  /** The snackbar to show now, or null. */
  current: Snackbar | null;
}

/**
 * The snackbar queue of the session.
 * @example
 * const { current, dismiss } = useSnackbars();
 */
export function useSnackbars(): UseSnackbarsResult {
  const { snackbar } = useParlaSession('useSnackbars');
  const snackbars = useStore(snackbar.$snackbars);
  const current = useStore(snackbar.$currentSnackbar);
  return useMemo(
    () => ({ snackbars, current, notify: snackbar.notify, dismiss: snackbar.dismiss, clear: snackbar.clear }),
    [snackbar, snackbars, current],
  );
}
