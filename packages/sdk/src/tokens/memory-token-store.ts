import type { TokenPair } from '@parla/contract';
import type { SyncTokenStore } from './sync-token-store.js';
import { sameTokens } from './token-pair.js';

/**
 * Tokens kept in memory only: lost on reload, never shared between tabs. For Node, tests and
 * partners who keep tokens themselves.
 *
 * @param initial The tokens to start with. Default: null (signed out).
 */
export function memoryTokenStore(initial: TokenPair | null = null): SyncTokenStore {
  let current: TokenPair | null = initial ? { access: initial.access, refresh: initial.refresh } : null;
  const listeners = new Set<(tokens: TokenPair | null) => void>();

  return {
    get: () => current,
    set(tokens) {
      const next = tokens ? { access: tokens.access, refresh: tokens.refresh } : null;
      if (sameTokens(current, next)) {
        return;
      }
      current = next;
      for (const listener of [...listeners]) {
        listener(current);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
