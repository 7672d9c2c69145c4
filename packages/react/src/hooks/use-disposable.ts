import { useEffect, useState } from 'react';
import { useLatest } from './use-latest.js';

const disposedValues = new WeakSet<object>();

/** Whether a value made by {@link useDisposable} has been disposed (its replacement is on the way). */
export function isDisposed(value: object | null): boolean {
  return value !== null && disposedValues.has(value);
}

function sameDependencies(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((item, index) => Object.is(item, right[index]));
}

/**
 * Creates a value once and disposes of it on unmount, or when `dependencies` change (a new one is then created).
 * Safe under StrictMode: a value disposed by a simulated unmount is replaced, never reused.
 */
export function useDisposable<T extends object | null>(create: () => T, dispose: (value: T) => void, dependencies: readonly unknown[]): T {
  const [entry, setEntry] = useState(() => ({ value: create(), dependencies }));
  const createRef = useLatest(create);
  const disposeRef = useLatest(dispose);
  const stale = !sameDependencies(entry.dependencies, dependencies);

  useEffect(() => {
    const { value } = entry;
    if (stale || isDisposed(value)) {
      setEntry({ value: createRef.current(), dependencies });
      return;
    }
    return () => {
      if (value !== null) {
        disposedValues.add(value);
      }
      disposeRef.current(value);
    };
    // `dependencies` is compared through `stale`: the effect reruns when the entry or its staleness changes.
  }, [entry, stale]);

  return entry.value;
}
