import { useSyncExternalStore } from 'react';

/** A value and its listeners: the React side's copy of an SDK store that may not be loaded yet. */
export interface ValueStore<T> {
  /** The current value. */
  get(): T;
  /** Replaces the value and tells the listeners (nothing happens when it is the same object). */
  set(value: T): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A {@link ValueStore} starting at `initial`. */
export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) {
        return;
      }
      value = next;
      for (const listener of [...listeners]) {
        listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The value of `store`, re-rendering when it changes. */
export function useValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
