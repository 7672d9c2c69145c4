import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { currentLocation, onNavigate, useAppLocation } from '../router/navigation.js';
import { focusRouteTarget } from './focus-route-target.js';

/** The navigation whose focus is to be placed: its location's key, and what had the focus when it started. */
interface PendingFocus {
  key: number;
  from: Element | null;
  settled: boolean;
}

/**
 * Gives every navigation a focus target, as accessible single-page apps do: what had the focus when the navigation
 * started is noted (before the old screen goes), and once the new screen is rendered the focus moves to the element the
 * navigation names (`navigate(path, { focus })`), the hash target or the screen's main heading — see
 * {@link focusRouteTarget}. The first screen, and a redirect before the learner has pressed a key or a pointer on the
 * page (the chat without an id opening the active one on a fresh load), leave the focus where the browser puts it; a
 * redirect that follows a navigation at once goes on with the focus the first one started from.
 * @example
 * const mainRef = useRef<HTMLElement>(null);
 * useRouteFocus(mainRef);
 * return <main ref={mainRef} tabIndex={-1}>…</main>;
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const location = useAppLocation();
  const pending = useRef<PendingFocus | null>(null);
  // Whether the learner has pressed a key or a pointer on this page yet (Chromium's sticky user activation survives a
  // same-origin page load, so it cannot tell).
  const acted = useRef(false);

  useEffect(() => {
    const document = mainRef.current?.ownerDocument;
    if (!document) {
      return;
    }
    const onInput = () => {
      acted.current = true;
    };
    document.addEventListener('keydown', onInput, true);
    document.addEventListener('pointerdown', onInput, true);
    return () => {
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
    };
  }, [mainRef]);

  useEffect(
    () =>
      onNavigate(() => {
        const previous = pending.current;
        const from = previous && !previous.settled ? previous.from : (mainRef.current?.ownerDocument.activeElement ?? null);
        pending.current = { key: currentLocation().key, from, settled: false };
      }),
    [mainRef],
  );

  useEffect(() => {
    const request = pending.current;
    const main = mainRef.current;
    if (!request || request.key !== location.key || !main) {
      return;
    }
    if (!acted.current) {
      request.settled = true;
      return;
    }
    return focusRouteTarget({
      main,
      // <body> too: what a control disabled while it works (Start conversation) leaves behind.
      from: request.from ?? main.ownerDocument.body,
      selector: location.focus,
      hash: location.hash,
      onDone: () => {
        request.settled = true;
      },
    });
  }, [location, mainRef]);
}
