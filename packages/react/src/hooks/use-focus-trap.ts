import { useEffect } from 'react';
import type { RefObject } from 'react';
import { focusHomeOf } from '../utils/focus-home.js';
import { focusables } from '../utils/focusables.js';
import { useLatest } from './use-latest.js';

function activeElementOf(container: HTMLElement): Element | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  return root.activeElement;
}

/**
 * Whether opening a dialog in `container` may take the focus: always in a page of its own; in a shadow root (an embed
 * such as `<tutor-chat>`) only when the focus is inside that root or nowhere, never from the host page's own controls.
 */
function mayTakeFocus(container: HTMLElement): boolean {
  const root = container.getRootNode() as Document | ShadowRoot;
  if (root.activeElement !== null) {
    return true;
  }
  const pageFocus = container.ownerDocument.activeElement;
  return pageFocus === null || pageFocus === container.ownerDocument.body || ('host' in root && pageFocus === root.host);
}

/**
 * While `active`: moves focus into `container` (its first focusable element, else the container) unless the learner is
 * busy elsewhere on a host page, keeps Tab and Shift+Tab inside it, calls `onEscape` on Escape, and when deactivated
 * with the focus inside, gives it back to where it was, or if that is gone, to the root's home (`focusHomeOf`).
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const onEscapeRef = useLatest(onEscape);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) {
      return;
    }
    const previous = activeElementOf(container);
    const home = container.closest<HTMLElement>('.parla-root');
    let focusInside = mayTakeFocus(container);
    if (focusInside) {
      (focusables(container)[0] ?? container).focus();
    }

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
    const onFocusIn = () => {
      focusInside = true;
    };
    // Focus that leaves for nowhere (a click on the backdrop) is still the dialog's to give back; to a control outside, it is not.
    const onFocusOut = (event: FocusEvent) => {
      focusInside = !(event.relatedTarget instanceof Node) || container.contains(event.relatedTarget);
    };

    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      if (!focusInside) {
        return;
      }
      if (previous instanceof HTMLElement && previous.isConnected && previous !== previous.ownerDocument.body) {
        previous.focus();
      } else if (home?.isConnected) {
        focusHomeOf(home)?.focus();
      }
    };
  }, [active, containerRef, onEscapeRef]);
}
