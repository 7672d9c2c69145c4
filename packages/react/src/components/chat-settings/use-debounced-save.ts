import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that shows each change at once and saves only after `delayMs` without changes (a slider drag makes one
 * save, not one per step); a pending save is sent when the component unmounts.
 */
export function useDebouncedSave<T>(saved: T, save: (value: T) => void, delayMs: number): [T, (value: T) => void] {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latestSave = useRef(save);
  latestSave.current = save;

  const flush = useCallback(() => {
    const current = pending.current;
    if (current) {
      clearTimeout(current.timer);
      pending.current = null;
      latestSave.current(current.value);
    }
  }, []);

  const change = useCallback(
    (value: T) => {
      setDraft({ value });
      if (pending.current) {
        clearTimeout(pending.current.timer);
      }
      pending.current = {
        value,
        timer: setTimeout(() => {
          flush();
          setDraft(null);
        }, delayMs),
      };
    },
    [delayMs, flush],
  );

  useEffect(() => flush, [flush]);
  return [draft ? draft.value : saved, change];
}
