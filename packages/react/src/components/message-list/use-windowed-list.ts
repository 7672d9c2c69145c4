import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { flushSync } from 'react-dom';
import { itemOffsets, mergeHeights, visibleRange } from './windowed-range.js';
import type { WindowedRange } from './windowed-range.js';

/** Options of {@link useWindowedList}. */
export interface WindowedListOptions {
  /** The items' keys, in order (message ids): items are measured and anchored by key. */
  keys: readonly string[];
  /** The scrolling container. */
  scrollRef: RefObject<HTMLElement | null>;
  /** The element whose children are exactly the mounted items, in order, laid out with a `row-gap` between them. */
  itemsRef: RefObject<HTMLElement | null>;
  /** Whether the container sticks to its bottom; when it does not, the first visible item keeps its place. */
  isPinned: () => boolean;
  /** Scrolls a pinned container to its bottom. */
  stickToBottom: () => void;
  /** `aria-setsize` of every item; -1 when more exist than are loaded. Default: `keys.length`. */
  setSize?: number;
  /** Height in pixels of an item not measured yet. Default: 80. */
  estimate?: number;
  /** Pixels of items kept mounted above and below the viewport. Default: 800. */
  overscan?: number;
  /** Up to this many items, all are mounted. Default: 60. */
  mountAllUpTo?: number;
}

/** What {@link useWindowedList} returns: the items to mount and the padding standing for the others. */
export interface WindowedList extends WindowedRange {
  /** Padding above the mounted items: the measured (or estimated) height of the items before `start`. */
  paddingTop: number;
  /** Padding below the mounted items: the height of the items from `end` on. */
  paddingBottom: number;
  /** Call from the container's `onScroll`. */
  onScroll: () => void;
  /**
   * Call from the container's `onKeyDown`: while the container itself is focused, Home, End, Page Up and Page Down scroll
   * it at once. (A smooth scroll would stop short when measuring moves the content under it.)
   */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** How much of the viewport Page Up and Page Down scroll (as browsers do: a little overlap stays in view). */
const PAGE_FRACTION = 0.875;

/** The viewport in the items' coordinates (0 = the first item's top); `atEnd` while pinned, so it follows new items. */
interface Viewport {
  top: number;
  height: number;
  atEnd: boolean;
}

/** The item that keeps its place, and its top in the container's content (unchanged by scrolling, changed by layout). */
interface Anchor {
  key: string;
  contentTop: number;
}

/**
 * Mounts only the items near the viewport of a scrolling list, with padding of their measured heights (ResizeObserver;
 * `estimate` until measured) so the scrollbar stays right. A pinned list follows its bottom; otherwise the first visible
 * item keeps its place when items are added above it or change size (the container needs `overflow-anchor: none`). Each
 * mounted item gets `aria-posinset` and `aria-setsize` on the DOM, so changing them never re-renders a memoised item.
 * @example
 * const windowed = useWindowedList({ keys, scrollRef, itemsRef, isPinned, stickToBottom });
 * <div ref={itemsRef} style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}>
 *   {items.slice(windowed.start, windowed.end).map(renderItem)}
 * </div>
 */
export function useWindowedList(options: WindowedListOptions): WindowedList {
  const { keys, scrollRef, itemsRef, isPinned, stickToBottom, setSize = keys.length, estimate = 80, overscan = 800, mountAllUpTo = 60 } = options;
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [gap, setGap] = useState(0);
  const [viewport, setViewport] = useState<Viewport>({ top: 0, height: 0, atEnd: false });
  const offsets = useMemo(() => itemOffsets(keys, heights, estimate, gap), [keys, heights, estimate, gap]);
  const total = offsets[keys.length] ?? 0;
  const top = viewport.atEnd ? total - viewport.height : viewport.top;
  const { start, end } = keys.length <= mountAllUpTo ? { start: 0, end: keys.length } : visibleRange(offsets, top, viewport.height, overscan, gap);
  const paddingTop = offsets[start] ?? 0;
  const paddingBottom = total - (offsets[end] ?? total);

  const latest = useRef({ keys, offsets, start, gap });
  const anchor = useRef<Anchor | null>(null);
  const observed = useRef(new Map<Element, string>());
  const resizeObserver = useRef<ResizeObserver | null>(null);

  /** Item `index`'s top in the container's content: the element's when mounted, else where the padding puts it. */
  const contentTop = useCallback((container: HTMLElement, items: HTMLElement, index: number): number => {
    const { start: first, offsets: tops } = latest.current;
    const origin = container.getBoundingClientRect().top - container.scrollTop;
    const element = index >= first ? items.children[index - first] : undefined;
    if (element) {
      return element.getBoundingClientRect().top - origin;
    }
    return items.getBoundingClientRect().top - origin + (tops[index] ?? 0);
  }, []);

  /** Remembers the first mounted item in view and where it is (kept as it was when none is; nothing while pinned). */
  const recordAnchor = useCallback(
    (container: HTMLElement, items: HTMLElement) => {
      if (isPinned()) {
        anchor.current = null;
        return;
      }
      const { keys: current, start: first } = latest.current;
      const viewportTop = container.getBoundingClientRect().top;
      const index = Array.from(items.children).findIndex((element) => element.getBoundingClientRect().bottom > viewportTop);
      const key = index < 0 ? undefined : current[first + index];
      if (key !== undefined) {
        anchor.current = { key, contentTop: contentTop(container, items, first + index) };
      }
    },
    [contentTop, isPinned],
  );

  /** Scrolls by as much as the layout moved the remembered item, so it stays where the reader saw it. */
  const restoreAnchor = useCallback(
    (container: HTMLElement, items: HTMLElement) => {
      const saved = anchor.current;
      const index = saved ? latest.current.keys.indexOf(saved.key) : -1;
      if (!saved || index < 0 || isPinned()) {
        return;
      }
      const top = contentTop(container, items, index);
      if (Math.abs(top - saved.contentTop) >= 1) {
        container.scrollTop += top - saved.contentTop;
        anchor.current = { key: saved.key, contentTop: top };
      }
    },
    [contentTop, isPinned],
  );

  /** Reads the viewport from the DOM into state (a re-render only when it moved). */
  const syncViewport = useCallback(
    (container: HTMLElement, items: HTMLElement) => {
      const next = {
        top: Math.round(container.getBoundingClientRect().top - items.getBoundingClientRect().top),
        height: container.clientHeight,
        atEnd: isPinned(),
      };
      setViewport((previous) => (previous.top === next.top && previous.height === next.height && previous.atEnd === next.atEnd ? previous : next));
    },
    [isPinned],
  );

  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const elements = observed.current;
    const observer = new ResizeObserver((entries) => {
      const measured = new Map<string, number>();
      for (const entry of entries) {
        const key = elements.get(entry.target);
        if (key !== undefined) {
          measured.set(key, entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
        }
      }
      const container = scrollRef.current;
      const items = itemsRef.current;
      if (container && items) {
        restoreAnchor(container, items);
      }
      // Synchronously, before paint: the padding and the scroll position change in the same frame.
      flushSync(() => setHeights((previous) => mergeHeights(previous, measured)));
    });
    resizeObserver.current = observer;
    return () => {
      observer.disconnect();
      elements.clear();
      resizeObserver.current = null;
    };
  }, [scrollRef, itemsRef, restoreAnchor]);

  useLayoutEffect(() => {
    latest.current = { keys, offsets, start, gap };
    const container = scrollRef.current;
    const items = itemsRef.current;
    if (!container || !items) {
      return;
    }
    const mounted = new Set<Element>();
    Array.from(items.children).forEach((element, offset) => {
      const key = keys[start + offset];
      element.setAttribute('aria-posinset', String(start + offset + 1));
      element.setAttribute('aria-setsize', String(setSize));
      mounted.add(element);
      if (key !== undefined && observed.current.get(element) !== key) {
        observed.current.set(element, key);
        resizeObserver.current?.observe(element);
      }
    });
    for (const element of observed.current.keys()) {
      if (!mounted.has(element)) {
        observed.current.delete(element);
        resizeObserver.current?.unobserve(element);
      }
    }
    const rowGap = Number.parseFloat(getComputedStyle(items).rowGap) || 0;
    if (rowGap !== gap) {
      setGap(rowGap);
    }
    if (isPinned()) {
      stickToBottom();
    } else {
      restoreAnchor(container, items);
    }
    recordAnchor(container, items);
    syncViewport(container, items);
  });

  const onScroll = useCallback(() => {
    const container = scrollRef.current;
    const items = itemsRef.current;
    if (container && items) {
      recordAnchor(container, items);
      syncViewport(container, items);
    }
  }, [scrollRef, itemsRef, recordAnchor, syncViewport]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const container = event.currentTarget;
    if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    const page = Math.max(container.clientHeight * PAGE_FRACTION, 1);
    const targets: Record<string, number> = { Home: 0, End: container.scrollHeight, PageUp: container.scrollTop - page, PageDown: container.scrollTop + page };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      container.scrollTop = target;
    }
  }, []);

  return { start, end, paddingTop, paddingBottom, onScroll, onKeyDown };
}
