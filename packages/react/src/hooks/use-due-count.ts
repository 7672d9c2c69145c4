import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useParlaSession } from './use-parla-session.js';

/**
 * The number of review cards due now (`session.dueCount`), read when first used and again after grading, saving a word
 * and a review that made fix-it cards; null until read.
 * @example
 * const due = useDueCount();
 * return <a href="/review">Review {due ?? ''}</a>;
 */
export function useDueCount(): number | null {
  const session = useParlaSession('useDueCount');
  const count = useStore(session.dueCount.$dueCount);
  useEffect(() => {
    void session.dueCount.refresh();
  }, [session]);
  return count;
}
