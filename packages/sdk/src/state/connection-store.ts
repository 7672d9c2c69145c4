import { atom, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Connectivity } from '../ports.js';

/** Online or offline (§4), following the platform. */
export interface ConnectionStore {
  /** True while online; follows the connectivity port only while something subscribes. */
  readonly $online: ReadableAtom<boolean>;
}

/**
 * Creates the connection status store over a {@link Connectivity} port (`browserConnectivity()` in browsers).
 * @example
 * const connection = createConnectionStore(browserConnectivity());
 * connection.$online.subscribe((online) => banner.hidden = online);
 */
export function createConnectionStore(connectivity: Connectivity): ConnectionStore {
  const $online = atom(connectivity.isOnline());
  onMount($online, () => {
    $online.set(connectivity.isOnline());
    return connectivity.subscribe((online) => $online.set(online));
  });
  return { $online };
}
