/** Whether the system asks for a dark colour scheme, and when that changes (drives the `auto` theme). */
export interface PrefersDark {
  /** True when the system prefers dark. */
  matches(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (matches: boolean) => void): () => void;
}

interface MediaQueryListLike {
  matches: boolean;
  addEventListener?(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener?(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

/** Follows `matchMedia('(prefers-color-scheme: dark)')` where there is one; elsewhere (Node) never dark. */
export function mediaQueryPrefersDark(target: object = globalThis): PrefersDark {
  const { matchMedia } = target as { matchMedia?: (query: string) => MediaQueryListLike };
  if (typeof matchMedia !== 'function') {
    return { matches: () => false, subscribe: () => () => undefined };
  }
  const query = matchMedia.call(target, '(prefers-color-scheme: dark)');
  return {
    matches: () => query.matches,
    subscribe(listener) {
      const onChange = (event: { matches: boolean }) => listener(event.matches);
      query.addEventListener?.('change', onChange);
      return () => query.removeEventListener?.('change', onChange);
    },
  };
}
