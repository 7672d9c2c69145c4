/** Where the session writes what it only logs (§2: unhandled errors are only logged). Injected so tests can watch it. */
export interface Logger {
  /** Logs a failure nobody is shown. */
  error(...values: unknown[]): void;
  /** Logs a notice for the developer (the development helpers' reload hint). */
  info(...values: unknown[]): void;
}

/** The console, read at call time so spies installed later still see the calls. */
export const consoleLogger: Logger = {
  error: (...values) => console.error(...values),
  info: (...values) => console.info(...values),
};
