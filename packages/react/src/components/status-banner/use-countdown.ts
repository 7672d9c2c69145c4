import { useEffect, useState } from 'react';

/** Re-renders every second while `running` (a countdown reads the clock as it renders). */
export function useEverySecond(running: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) {
      return;
    }
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
}
