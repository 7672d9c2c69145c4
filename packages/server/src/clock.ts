/** A source of the current time, injected so tests can move it. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => new Date() };
