import { useCallback, useRef } from 'react';
import type { RefObject, UIEvent } from 'react';

/** How close to the bottom (px) a scroll down pins the container again. */
const PIN_DISTANCE = 32;
/** How close to the bottom (px) counts as at it whichever way the container moved (sub-pixel scroll positions). */
const AT_BOTTOM = 2;

/** What {@link usePinnedScroll} returns. */
export interface PinnedScroll<T extends HTMLElement> {
  /** Attach to the scroll container. */
  ref: RefObject<T | null>;
  /** Attach as its `onScroll`: scrolling up unpins (by any amount), scrolling back near the bottom pins again. */
  onScroll: (event: UIEvent<T>) => void;
  /** Scrolls to the bottom when pinned; call after content grew. */
  stickToBottom: () => void;
  /** Pins again (e.g. when the learner sends a message). */
  pin: () => void;
  /** Whether the container is pinned to its bottom. */
  isPinned: () => boolean;
}

/**
 * Keeps a scroll container at its bottom while content grows, unless the user scrolled up. A move up of even a few pixels
 * unpins: were it still pinned, the next render would pull the container back to its bottom, moving what the user was
 * about to click from under the pointer (a click whose press and release land on different elements is lost).
 */
export function usePinnedScroll<T extends HTMLElement>(): PinnedScroll<T> {
  const ref = useRef<T>(null);
  const pinned = useRef(true);
  const lastTop = useRef(0);
  const onScroll = useCallback((event: UIEvent<T>) => {
    const element = event.currentTarget;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    const movedUp = element.scrollTop < lastTop.current;
    lastTop.current = element.scrollTop;
    pinned.current = distance <= AT_BOTTOM || (distance <= PIN_DISTANCE && !movedUp);
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
