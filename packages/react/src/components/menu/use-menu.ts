import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefCallback, RefObject } from 'react';

/** What {@link useMenu} returns: the open state, refs and key handlers of an ARIA menu button. */
export interface MenuState {
  open: boolean;
  /** Opens the menu with focus on the first item (`'first'`) or the last (`'last'`). */
  openAt: (position: 'first' | 'last') => void;
  /** Closes the menu; `restoreFocus` (default true) puts focus back on the trigger. */
  close: (restoreFocus?: boolean) => void;
  menuId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuRef: RefObject<HTMLDivElement | null>;
  /** The list's ref when it may mount after opening (loaded on demand): sets `menuRef` and focuses the opening item. */
  listRef: RefCallback<HTMLDivElement>;
  onTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onMenuKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

function focusItem(menu: HTMLElement | null, pick: (all: HTMLElement[], current: number) => number): void {
  const all = items(menu);
  const root = menu?.getRootNode() as Document | ShadowRoot | undefined;
  const current = all.findIndex((item) => item === root?.activeElement);
  all[pick(all, current)]?.focus();
}

/**
 * The behaviour of an ARIA menu button (WAI-ARIA APG): Enter, Space or ArrowDown open it on the first item, ArrowUp on
 * the last; arrows move and wrap, Home/End jump; Escape closes and gives focus back; Tab or a click outside closes it.
 */
export function useMenu(): MenuState {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const position = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const close = useCallback((restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) {
      // Back on the button where it is, never scrolled into view (a menu also closes once its button is out of view).
      triggerRef.current?.focus({ preventScroll: true });
    }
  }, []);
  const openAt = useCallback((at: 'first' | 'last') => {
    position.current = at;
    setOpen(at);
  }, []);
  const listRef = useCallback((node: HTMLDivElement | null) => {
    menuRef.current = node;
    if (node) {
      focusItem(node, (all) => (position.current === 'first' ? 0 : all.length - 1));
    }
  }, []);

  useEffect(() => {
    if (!open) {
      return;
    }
    focusItem(menuRef.current, (all) => (open === 'first' ? 0 : all.length - 1));
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(menuRef.current as EventTarget) && !path.includes(triggerRef.current as EventTarget)) {
        setOpen(false);
      }
    };
    // The trigger's root: the list may not be there yet while it loads.
    const root = triggerRef.current?.getRootNode() ?? document;
    root.addEventListener('pointerdown', onPointerDown);
    return () => root.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }, [openAt]);

  const onMenuKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const moves: Record<string, (all: HTMLElement[], current: number) => number> = {
        ArrowDown: (all, current) => (current + 1) % all.length,
        ArrowUp: (all, current) => (current <= 0 ? all.length - 1 : current - 1),
        Home: () => 0,
        End: (all) => all.length - 1,
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        focusItem(menuRef.current, move);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (event.key === 'Tab') {
        close(false);
      }
    },
    [close],
  );

  return { open: open !== false, openAt, close, menuId, triggerRef, menuRef, listRef, onTriggerKeyDown, onMenuKeyDown };
}
