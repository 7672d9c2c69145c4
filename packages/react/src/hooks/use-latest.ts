import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** A ref that always holds the latest `value`, so callbacks passed as props are never stale in effects and async work. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
