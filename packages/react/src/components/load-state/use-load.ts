import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../../hooks/use-latest.js';

/** Where a load stands. */
export type LoadStatus = 'loading' | 'ready' | 'error';

/** What {@link useLoad} returns. */
export interface LoadResult<T> {
  status: LoadStatus;
  data: T | null;
  error: unknown;
  /** Loads again. */
  reload: () => void;
}

/**
 * Runs `load` on mount and whenever `key` changes (the latest `load` is used), keeping the last data while reloading.
 * An answer that arrives after a newer load started is ignored.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string = ''): LoadResult<T> {
  const loadRef = useLatest(load);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: LoadStatus; data: T | null; error: unknown }>({ status: 'loading', data: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setState({ status: 'ready', data, error: null });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState((previous) => ({ status: 'error', data: previous.data, error }));
        }
      },
    );
    return () => controller.abort();
  }, [key, attempt, loadRef]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
