/** Where the app is: a path inside the app (without its base), the query string and the hash. */
export interface AppLocation {
  /** `/chat/c1`: always starts with `/`, never with the base. */
  readonly path: string;
  /** `?redirect=/admin`, or empty. */
  readonly search: string;
  /** `#goals`, or empty. */
  readonly hash: string;
  /** How the app got here: a new entry, a replaced one, or back/forward. */
  readonly action: 'push' | 'replace' | 'pop';
  /** Changes on every navigation. */
  readonly key: number;
  /** The selector of the element the focus goes to once the new screen shows it ({@link NavigateOptions.focus}). */
  readonly focus?: string;
}

/** Options of {@link HistoryRouter.navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. Default: false. */
  replace?: boolean;
  /**
   * A selector of the element to focus once the new screen shows it, e.g. the message box of a chat just started.
   * Default: none (the shell focuses the hash target or the screen's main heading, `use-route-focus.ts`).
   */
  focus?: string;
}

/** A small router over the History API. */
export interface HistoryRouter {
  /** The current location. */
  getLocation(): AppLocation;
  /** Calls `listener` after every navigation; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Goes to an app path (`/login?redirect=/admin`), or to a same-origin URL under the base. */
  navigate(to: string, options?: NavigateOptions): void;
  /** The URL of an app path for an `href`, under the base (`/tutor/login`). */
  href(to: string): string;
  /** Starts following back/forward and intercepting same-origin links; returns the stop function. */
  start(): () => void;
}

/** Options of {@link createHistoryRouter}. */
export interface HistoryRouterOptions {
  /** The base path of the app, with a trailing slash (`/`, `/tutor/`). Default: the path of `document.baseURI`. */
  base?: string;
  /** The window to follow. Default: the global one. */
  window?: Window;
}

/** Normalises a base path to `/…/` form. */
export function normaliseBase(base: string): string {
  const withLeading = base.startsWith('/') ? base : `/${base}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** The app path of a URL path under `base`, or null when the URL is outside the app. */
export function appPathOf(pathname: string, base: string): string | null {
  if (base === '/') {
    return pathname || '/';
  }
  if (pathname === base.slice(0, -1)) {
    return '/';
  }
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
}

/**
 * Creates the app's router: History API navigation under a base path, back/forward, and interception of clicks on
 * same-origin links under the base (new tabs, downloads, modified clicks and other targets are left to the browser).
 * @example
 * const router = createHistoryRouter({ base: '/tutor/' });
 * router.start();
 * router.navigate('/login?redirect=/admin');
 */
export function createHistoryRouter(options: HistoryRouterOptions = {}): HistoryRouter {
  const win = options.window ?? window;
  const base = normaliseBase(options.base ?? new URL(win.document.baseURI).pathname);
  const listeners = new Set<() => void>();
  let key = 0;
  let location = read('pop');

  function read(action: AppLocation['action'], focus?: string): AppLocation {
    const { pathname, search, hash } = win.location;
    const next = { path: appPathOf(pathname, base) ?? pathname, search, hash, action, key: key++ };
    return focus === undefined ? next : { ...next, focus };
  }

  function emit(action: AppLocation['action'], focus?: string): void {
    location = read(action, focus);
    for (const listener of [...listeners]) {
      listener();
    }
  }

  function resolve(to: string): URL {
    // App paths are relative to the base; full URLs and `?`/`#`-only targets are taken as they are.
    if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) {
      return new URL(to);
    }
    if (to.startsWith('?') || to.startsWith('#')) {
      return new URL(`${win.location.pathname}${to}`, win.location.href);
    }
    return new URL(base + to.replace(/^\/+/, ''), win.location.origin);
  }

  const router: HistoryRouter = {
    getLocation: () => location,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, navigateOptions = {}) {
      const url = resolve(to);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (navigateOptions.replace) {
        win.history.replaceState(null, '', target);
        emit('replace', navigateOptions.focus);
      } else {
        win.history.pushState(null, '', target);
        emit('push', navigateOptions.focus);
      }
    },
    href(to) {
      const url = resolve(to);
      return `${url.pathname}${url.search}${url.hash}`;
    },
    start() {
      const onPopState = () => emit('pop');
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
          return;
        }
        const anchor = event.composedPath().find((node): node is HTMLAnchorElement => (node as Partial<Element>).localName === 'a' && 'href' in node);
        if (!anchor || !anchor.href || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) {
          return;
        }
        const url = new URL(anchor.href, win.location.href);
        if (url.origin !== win.location.origin || appPathOf(url.pathname, base) === null) {
          return;
        }
        event.preventDefault();
        const samePlace = url.pathname === win.location.pathname && url.search === win.location.search && url.hash === win.location.hash;
        router.navigate(`${url.pathname}${url.search}${url.hash}`.slice(base.length - 1), { replace: samePlace });
      };
      win.addEventListener('popstate', onPopState);
      win.document.addEventListener('click', onClick);
      return () => {
        win.removeEventListener('popstate', onPopState);
        win.document.removeEventListener('click', onClick);
      };
    },
  };
  return router;
}
