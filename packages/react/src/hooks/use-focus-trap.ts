import { useEffect } from 'react';
import type { RefObject } from 'react';
import { focusables } from '../utils/focusables.js';
import { useLatest } from './use-latest.js';

function activeElementOf(container: HTMLElement): Element | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  return root.activeElement;
}

/**
 * While `active`: moves focus into `container` (its first focusable element, else the container), keeps Tab and
 * Shift+Tab inside it, calls `onEscape` on Escape, and gives focus back to where it was when deactivated.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const onEscapeRef = useLatest(onEscape);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) {
      return;
    }
    const previous = activeElementOf(container);
    (focusables(container)[0] ?? container).focus();

    function onKeyDown(event: KeyboardEvent): void {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current?.();
        return;
      }
      if (event.key !== 'Tab' || !container) {
        return;
      }
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      const current = activeElementOf(container);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }

    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (previous instanceof HTMLElement && previous.isConnected) {
        previous.focus();
      }
    };
  }, [active, containerRef, onEscapeRef]);
}
