/** Whether the browser says it is offline (never outside a browser). */
export function isBrowserOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}

/**
 * Wraps the import of a part that loads on demand so that being offline does not break it: an import that fails while
 * the browser is offline is tried again once it is back online (the part then shows by itself); one that fails while
 * online rejects, for {@link OnDemand}'s boundary to report.
 * @example
 * const importPanel = loadOnDemand(() => import('./emoji-panel.js'));
 */
export function loadOnDemand<T>(load: () => Promise<T>): () => Promise<T> {
  function attempt(): Promise<T> {
    return load().catch((error: unknown) => {
      if (!isBrowserOffline()) {
        throw error;
      }
      return new Promise<T>((resolve, reject) => {
        globalThis.addEventListener('online', () => attempt().then(resolve, reject), { once: true });
      });
    });
  }
  return attempt;
}

/** Starts loading a part ahead of its first use; a failure is left to the part to meet (and report) when it renders. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
