/** Time: read it and schedule work. Injected so tests control it and Node and browsers both work. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The real clock (reads `Date.now()` and the global timers at call time, so fake timers apply). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** A source of randomness in [0, 1). */
export type Random = () => number;

/** The Web Storage subset the SDK uses; `localStorage`, `sessionStorage` or a caller's own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives in memory only. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** `localStorage` when the environment has one that works (not in Node, not when blocked), else undefined. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (!storage) {
      return undefined;
    }
    const probe = '__parla_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** Network reachability as the platform reports it (§4 connection status). */
export interface Connectivity {
  /** Whether the platform believes it is online. */
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Follows `navigator.onLine` and the window's online/offline events; always online where there is none. */
export function browserConnectivity(): Connectivity {
  const target = globalThis as {
    navigator?: { onLine?: boolean };
    addEventListener?: (type: string, listener: () => void) => void;
    removeEventListener?: (type: string, listener: () => void) => void;
  };
  return {
    isOnline: () => target.navigator?.onLine ?? true,
    subscribe(listener) {
      if (!target.addEventListener || !target.removeEventListener) {
        return () => undefined;
      }
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener?.('online', online);
        target.removeEventListener?.('offline', offline);
      };
    },
  };
}
