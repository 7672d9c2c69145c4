import type { KeyValueStorage } from '../ports.js';

/** Reads a key, or null when it is absent or the storage throws (blocked, private mode). */
export function readStored(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; a storage that throws (quota, private mode) is ignored: the value then lasts for this session only. */
export function writeStored(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // The in-memory store still holds the value; only persistence is lost.
  }
}

/** Removes a key; a storage that throws is ignored. */
export function removeStored(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more can be done with a storage that refuses.
  }
}
