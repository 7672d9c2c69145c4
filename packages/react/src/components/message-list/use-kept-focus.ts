import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FocusEvent, RefObject } from 'react';

/**
 * Keeps keyboard focus in a container whose focused descendant is unmounted (a bubble windowed out, a button that went):
 * the container takes focus instead of the page's body, so keyboard scrolling goes on. Returns the container's `onFocus`.
 */
export function useKeptFocus<T extends HTMLElement>(ref: RefObject<T | null>): (event: FocusEvent<T>) => void {
  const lastFocused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    const focused = lastFocused.current;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (container && focused && !focused.isConnected && focusLost) {
      lastFocused.current = container;
      container.focus({ preventScroll: true });
    }
  });
  return useCallback((event: FocusEvent<T>) => {
    lastFocused.current = event.target;
  }, []);
}
