/** What {@link whenAborted}'s promise resolves to. */
export const ABORTED = Symbol('aborted');

/**
 * A promise that resolves to {@link ABORTED} when `signal` aborts (never without a signal), to race against the reads of a
 * stream; `dispose` stops listening.
 */
export function whenAborted(signal: AbortSignal | undefined): { promise: Promise<typeof ABORTED>; dispose: () => void } {
  if (!signal) {
    return { promise: new Promise<never>(ignore), dispose: ignore };
  }
  let onAbort = ignore;
  const promise = new Promise<typeof ABORTED>((resolve) => {
    onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/** Does nothing: e.g. the handler of a body's `cancel()` that failed because the body was already closed or errored. */
export function ignore(): void {
  // Nothing more to do.
}
