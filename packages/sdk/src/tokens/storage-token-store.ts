import type { TokenPair } from '@parla/contract';
import { STORAGE_KEYS } from '@parla/contract/constants';
import { browserStorage, memoryStorage } from '../ports.js';
import type { KeyValueStorage } from '../ports.js';
import type { StorageEventSource } from './storage-events.js';
import { globalStorageEvents, watchStorageKey } from './storage-events.js';
import { storedJson } from './stored-json.js';
import type { SyncTokenStore } from './sync-token-store.js';
import { parseTokenPair, sameTokens } from './token-pair.js';

/** Options of {@link storageTokenStore}. */
export interface StorageTokenStoreOptions {
  /** Where the tokens live. Default: `localStorage` when it works (`browserStorage()`), else memory. */
  storage?: KeyValueStorage;
  /** The storage key of the `{access, refresh}` record. Default: `STORAGE_KEYS.tokens` (`parla_tokens`). */
  key?: string;
  /** Source of other tabs' `storage` events. Default: the global object when it has `addEventListener` (a browser window). */
  events?: StorageEventSource;
}

/**
 * Tokens kept as one JSON record `{access, refresh}` in local storage (§3), shared with other tabs.
 * Corrupt or wrongly-shaped data counts as signed out and is removed; when a write throws (quota,
 * private mode) the tokens live in memory for the rest of the session. Tokens are never logged.
 *
 * @example
 * const tokens = storageTokenStore();
 * tokens.subscribe((pair) => console.log(pair ? 'signed in' : 'signed out'));
 * tokens.set({ access, refresh });
 */
export function storageTokenStore(options: StorageTokenStoreOptions = {}): SyncTokenStore {
  const storage = options.storage ?? browserStorage() ?? memoryStorage();
  const key = options.key ?? STORAGE_KEYS.tokens;
  const events = options.events ?? globalStorageEvents();
  const record = storedJson<TokenPair>({ storage, key, parse: parseTokenPair, removeCorrupt: true });
  const listeners = new Set<(tokens: TokenPair | null) => void>();
  let known = record.read();
  let stopWatching: (() => void) | null = null;

  function notify(tokens: TokenPair | null): void {
    known = tokens;
    for (const listener of [...listeners]) {
      listener(tokens);
    }
  }

  function onOtherTab(): void {
    if (record.isInMemory()) {
      return;
    }
    const tokens = record.read();
    if (!sameTokens(known, tokens)) {
      notify(tokens);
    }
  }

  return {
    get: () => record.read(),
    set(tokens) {
      const next = tokens ? { access: tokens.access, refresh: tokens.refresh } : null;
      const previous = record.read();
      record.write(next);
      if (!sameTokens(previous, next) || !sameTokens(known, next)) {
        notify(next);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!stopWatching) {
        known = record.read();
        stopWatching = watchStorageKey(events, storage, key, onOtherTab);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
        }
      };
    },
  };
}
