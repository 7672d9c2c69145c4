/** What {@link focusRouteTarget} needs to know about one navigation. */
export interface RouteFocusRequest {
  /** Where the screens render (`<main>`); the last resort target. */
  main: HTMLElement;
  /** What had the focus when the navigation started: the focus moves only while it is still there, or lost. */
  from: Element;
  /** A selector of the element to focus (e.g. a chat's message box). Default: the hash target, else the main heading. */
  selector?: string;
  /** The location's hash (`#help`); its element is the target when no selector is given. Default: none. */
  hash?: string;
  /** How long to wait for the target to appear (lazy screens, data still loading), in ms. Default: 3000. */
  timeoutMs?: number;
  /** Called once the target is focused, or left alone because the focus went elsewhere (not when stopped). Default: none. */
  onDone?: () => void;
}

/** Marks an element given `tabindex="-1"` to take the focus: the shell's styles draw no ring on it (`app.css`). */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

/**
 * The screen's main heading: its `<h1>`, else its first `<h2>` outside a complementary part or a dialog (the chat's
 * history drawer comes before the chat's own header).
 */
export function mainHeadingOf(main: HTMLElement): HTMLElement | null {
  const h1 = main.querySelector<HTMLElement>('h1');
  if (h1) {
    return h1;
  }
  return [...main.querySelectorAll<HTMLElement>('h2')].find((heading) => !heading.closest('aside, dialog, [role="dialog"], [role="alertdialog"]')) ?? null;
}

function hashTargetOf(main: HTMLElement, hash: string | undefined): HTMLElement | null {
  const id = hash?.startsWith('#') ? safeDecode(hash.slice(1)) : '';
  const target = id ? main.ownerDocument.getElementById(id) : null;
  return target && main.contains(target) ? target : null;
}

/**
 * After a navigation the learner started from a control (a link, Sign in, Start conversation), moves the focus to the
 * new screen so that it is not left on `<body>` (or on a header link of the page before): to the element `selector`
 * names, else the hash target, else the screen's main heading; the target may appear a moment later (a lazy screen), and
 * if none does within `timeoutMs`, `<main>` takes the focus. A heading or section gets `tabindex="-1"` and
 * {@link ROUTE_FOCUS_ATTRIBUTE} (no focus ring for a focus the learner did not move). Nothing is done once the focus
 * has gone elsewhere meanwhile (a dialog, the learner's own Tab). Scrolling is left to the router's scroll handling.
 * Returns the function that stops waiting.
 * @example
 * const stop = focusRouteTarget({ main, from: clickedLink, hash: location.hash });
 */
export function focusRouteTarget({ main, from, selector, hash, timeoutMs = 3000, onDone }: RouteFocusRequest): () => void {
  const document = main.ownerDocument;
  const view = document.defaultView;

  const focusIsLeftBehind = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === main || active === from || !active.isConnected;
  };
  const find = () => (selector ? main.querySelector<HTMLElement>(selector) : hashTargetOf(main, hash) ?? mainHeadingOf(main));
  const focus = (target: HTMLElement) => {
    if (focusIsLeftBehind()) {
      if (target !== main && target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
        target.setAttribute('tabindex', '-1');
        target.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
      }
      target.focus({ preventScroll: true });
    }
    onDone?.();
  };

  const found = find();
  if (found) {
    focus(found);
    return () => undefined;
  }
  let done = false;
  const observer = new MutationObserver(() => {
    const target = find();
    if (target) {
      stop();
      focus(target);
    }
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = view?.setTimeout(() => {
    stop();
    // The named target never came (the chat could not be opened, say): the heading, else the main region.
    focus((selector ? mainHeadingOf(main) : null) ?? main);
  }, timeoutMs);

  function stop(): void {
    if (done) {
      return;
    }
    done = true;
    observer.disconnect();
    view?.clearTimeout(timer);
  }
  return stop;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
