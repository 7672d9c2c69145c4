import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (0 once passed), updated every second while in the future; `now` is the clock. */
export function useCountdown(until: number | null, now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    setTime(now());
    if (until === null) {
      return;
    }
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  return until === null ? 0 : Math.max(0, until - time);
}
