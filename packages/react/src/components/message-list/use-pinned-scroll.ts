import { useCallback, useRef } from 'react';
import type { RefObject, UIEvent } from 'react';

/** How close to the bottom (px) still counts as "at the bottom". */
const PIN_DISTANCE = 32;

/** What {@link usePinnedScroll} returns. */
export interface PinnedScroll<T extends HTMLElement> {
  /** Attach to the scroll container. */
  ref: RefObject<T | null>;
  /** Attach as its `onScroll`: scrolling up unpins, scrolling back to the bottom pins again. */
  onScroll: (event: UIEvent<T>) => void;
  /** Scrolls to the bottom when pinned; call after content grew. */
  stickToBottom: () => void;
  /** Pins again (e.g. when the learner sends a message). */
  pin: () => void;
  /** Whether the container is pinned to its bottom. */
  isPinned: () => boolean;
}

/** Keeps a scroll container at its bottom while content grows, unless the user scrolled up. */
export function usePinnedScroll<T extends HTMLElement>(): PinnedScroll<T> {
  const ref = useRef<T>(null);
  const pinned = useRef(true);
  const onScroll = useCallback((event: UIEvent<T>) => {
    const element = event.currentTarget;
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight <= PIN_DISTANCE;
  }, []);
  const stickToBottom = useCallback(() => {
    const element = ref.current;
    if (element && pinned.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, []);
  const pin = useCallback(() => {
    pinned.current = true;
  }, []);
  const isPinned = useCallback(() => pinned.current, []);
  return { ref, onScroll, stickToBottom, pin, isPinned };
}
