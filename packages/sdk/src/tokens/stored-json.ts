import type { KeyValueStorage } from '../ports.js';

/** Options of {@link storedJson}. */
export interface StoredJsonOptions<T> {
  /** Where the record lives. */
  storage: KeyValueStorage;
  /** The storage key of the record. */
  key: string;
  /** Checks parsed JSON; returns null when it has the wrong shape. */
  parse: (value: unknown) => T | null;
  /** Whether corrupt or wrongly-shaped data is removed from storage when read. Default: false (it is only ignored). */
  removeCorrupt?: boolean;
}

/** One JSON record in a storage, read and written whole. */
export interface StoredJson<T> {
  /** The record, or null when absent, unreadable, corrupt or wrongly shaped. */
  read(): T | null;
  /** Replaces the record; null removes it. Never throws: a failing storage is swapped for memory. */
  write(value: T | null): void;
  /** Whether a write failed and the record now lives in memory for the rest of the session. */
  isInMemory(): boolean;
}

/**
 * A JSON record in a storage that survives a broken storage: a write that throws (quota, private mode)
 * moves the record into memory for the rest of the session.
 */
export function storedJson<T>(options: StoredJsonOptions<T>): StoredJson<T> {
  const { storage, key, parse, removeCorrupt = false } = options;
  let fallback: { value: T | null } | null = null;

  function removeQuietly(): void {
    try {
      storage.removeItem(key);
    } catch {
      // A storage that cannot even remove is left alone; reads of it are ignored anyway.
    }
  }

  return {
    read() {
      if (fallback) {
        return fallback.value;
      }
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) {
        return null;
      }
      let value: T | null;
      try {
        value = parse(JSON.parse(raw));
      } catch {
        value = null;
      }
      if (value === null && removeCorrupt) {
        removeQuietly();
      }
      return value;
    },
    write(value) {
      if (fallback) {
        fallback.value = value;
        return;
      }
      try {
        if (value === null) {
          storage.removeItem(key);
        } else {
          storage.setItem(key, JSON.stringify(value));
        }
      } catch {
        fallback = { value };
        // What is left in storage is now stale; other tabs and reloads must not pick it up.
        removeQuietly();
      }
    },
    isInMemory() {
      return fallback !== null;
    },
  };
}
