import type { FlushScheduler } from '@parla/sdk';

/** One flush per animation frame where `requestAnimationFrame` exists, else none (every chunk applies at once). */
export function frameScheduler(): FlushScheduler | undefined {
  if (typeof requestAnimationFrame !== 'function') {
    return undefined;
  }
  return (flush) => requestAnimationFrame(() => flush());
}
