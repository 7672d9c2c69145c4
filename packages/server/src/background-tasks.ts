/** Work a request starts but does not wait for (mail that must not change how long an answer takes). */
export interface BackgroundTasks {
  /** Starts `task` now; a failure is logged under `label` (never with the task's data), never thrown. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has settled, or after `timeoutMs` (default 5 s). */
  idle(timeoutMs?: number): Promise<void>;
}

/**
 * Runs tasks beside the requests that start them, so the answer is sent at once and takes the same time whatever the
 * task finds (an account exists or not).
 *
 * @example
 * const background = createBackgroundTasks();
 * background.run('password reset mail', () => sendResetMail(email));
 */
export function createBackgroundTasks(log: (line: string) => void = console.error): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const settled: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => {
          log(`background task failed: ${label} (${error instanceof Error ? error.name : 'error'})`);
        })
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle(timeoutMs = 5_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...running]).then(() => undefined), timeout]);
      clearTimeout(timer);
    },
  };
}
