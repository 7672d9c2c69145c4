import { useStore } from '@nanostores/react';
import { useParlaSession } from './use-parla-session.js';

/** What {@link useConnection} returns. */
export interface UseConnectionResult {
  /** True while the device is online (§4). */
  online: boolean;
}

/**
 * Whether the device is online, following the browser's events.
 * @example
 * const { online } = useConnection();
 */
export function useConnection(): UseConnectionResult {
  const { connection } = useParlaSession('useConnection');
  return { online: useStore(connection.$online) };
}
