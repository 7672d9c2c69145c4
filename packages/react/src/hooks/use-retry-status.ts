import { useStore } from '@nanostores/react';
import type { RetryStatus } from '@parla/sdk';
import { useParlaSession } from './use-parla-session.js';

/**
 * The request being retried ('Retrying {id}' with attempt counts), or null.
 * @example
 * const retry = useRetryStatus();
 * return retry ? <p role="status">{translate(retry)}</p> : null;
 */
export function useRetryStatus(): RetryStatus | null {
  const { retry } = useParlaSession('useRetryStatus');
  return useStore(retry.$retryStatus);
}
