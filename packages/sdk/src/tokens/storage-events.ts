import type { KeyValueStorage } from '../ports.js';

/** The part of a `StorageEvent` the SDK reads. */
export interface StorageChange {
  /** The changed key; null when the whole storage was cleared. */
  key: string | null;
  /** The storage that changed, when the platform says. */
  storageArea?: unknown;
}

/** Something that dispatches `storage` events when another tab changes storage: the browser window. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageChange) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageChange) => void): void;
}

/** The global object when it dispatches events (a browser window), else undefined (Node). */
export function globalStorageEvents(): StorageEventSource | undefined {
  const target = globalThis as Partial<StorageEventSource>;
  if (typeof target.addEventListener !== 'function' || typeof target.removeEventListener !== 'function') {
    return undefined;
  }
  return target as StorageEventSource;
}

/** Calls `onChange` when another tab changes `key` in `storage` (or clears it); returns the stop function. */
export function watchStorageKey(
  source: StorageEventSource | undefined,
  storage: KeyValueStorage,
  key: string,
  onChange: () => void,
): () => void {
  if (!source) {
    return () => undefined;
  }
  const listener = (event: StorageChange) => {
    if (event.storageArea != null && event.storageArea !== storage) {
      return;
    }
    if (event.key !== null && event.key !== key) {
      return;
    }
    onChange();
  };
  source.addEventListener('storage', listener);
  return () => {
    source.removeEventListener('storage', listener);
  };
}
