import { useSyncExternalStore } from 'react';
import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** How the app got to where it is: a new history entry, a replaced one, or back/forward. */
export type NavigationAction = 'push' | 'replace' | 'pop';

/** Where the app is and how it got there, for the shell (title, guards, scroll, focus). */
export interface AppLocation {
  /** `/chat/c1`: always starts with `/`, never with the base. */
  readonly path: string;
  /** `?redirect=/admin`, or empty. */
  readonly search: string;
  /** `#help`, or empty. */
  readonly hash: string;
  readonly action: NavigationAction;
  /** Changes on every navigation, to the same address too. */
  readonly key: number;
  /** The selector of the element to focus once the new screen shows it ({@link NavigateOptions.focus}). */
  readonly focus?: string;
}

/** Options of {@link navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. Default: false. */
  replace?: boolean;
  /** A selector of the element to focus once the new screen shows it (the message box of a chat just started). */
  focus?: string;
}

/** What the app keeps in `history.state` of an entry it made. */
interface EntryState {
  focus?: string;
}

/**
 * The app's base path without its trailing slash (`''`, `/tutor`), from the page's `<base href>`, which the server
 * sets for a sub-path or a proxy prefix: wouter's `<Router base>`.
 */
export const APP_BASE = new URL(document.baseURI).pathname.replace(/\/+$/, '');

let key = 0;
let location = read('pop');
const listeners = new Set<() => void>();

/** The location now, after a navigation of kind `action`. */
function read(action: NavigationAction): AppLocation {
  const { pathname, search, hash } = window.location;
  // The focus an entry names is for arriving there by the app's own navigation, not by back/forward.
  const focus = action === 'pop' ? undefined : (window.history.state as EntryState | null)?.focus;
  const path = pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`) ? pathname.slice(APP_BASE.length) || '/' : pathname;
  return { path, search, hash, action, key: key++, ...(focus === undefined ? {} : { focus }) };
}

function record(action: NavigationAction): void {
  location = read(action);
  for (const listener of [...listeners]) {
    listener();
  }
}

// wouter's browser location dispatches `pushState` and `replaceState` events (it patches the History API once, on
// import); back/forward is the browser's `popstate`.
addEventListener('pushState', () => record('push'));
addEventListener('replaceState', () => record('replace'));
addEventListener('popstate', () => record('pop'));

/**
 * Goes to an app path (`/login?redirect=%2Fadmin`, `/profile#help`) under the base, from anywhere (the SDK's
 * `navigate` option, event handlers).
 * @example
 * navigate(`/chat/${id}`, { focus: '.parla-chat-input textarea' });
 */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const state: EntryState | null = options.focus === undefined ? null : { focus: options.focus };
  browserNavigate(`${APP_BASE}${to}`, { replace: options.replace ?? false, state });
}

/** The current location, outside React (the first screen's preload, the focus of a navigation). */
export const currentLocation = (): AppLocation => location;

/** Calls `listener` at every navigation, before React renders the new screen; returns the unsubscribe function. */
export function onNavigate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current location with how the app got there; re-renders on every navigation. */
export function useAppLocation(): AppLocation {
  return useSyncExternalStore(onNavigate, currentLocation, currentLocation);
}
