/** Whether the session's start-up (tokens read, profile fetched when missing) has finished. */
export interface Startup {
  isStarted(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Follows a start-up promise; a failure counts as finished (the SDK only logs it). */
export function createStartup(starting: Promise<unknown>): Startup {
  let started = false;
  const listeners = new Set<() => void>();
  const finish = () => {
    started = true;
    for (const listener of [...listeners]) {
      listener();
    }
  };
  starting.then(finish, (error: unknown) => {
    console.error('Session start-up failed', error);
    finish();
  });
  return {
    isStarted: () => started,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
