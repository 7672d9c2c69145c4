import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowedList } from './use-windowed-list.js';

/** Height of the fake scroll container. */
const VIEWPORT = 200;

/** Real heights of the items by key (the layout the fake ResizeObserver reports); 30 px unless set. */
const realHeights = new Map<string, number>();

const keysFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => `k${first + index}`);

function padding(element: HTMLElement, side: 'paddingTop' | 'paddingBottom'): number {
  return Number.parseFloat(element.style[side]) || 0;
}

function heightOf(element: Element): number {
  return realHeights.get(element.textContent ?? '') ?? 30;
}

/**
 * A fake layout for happy-dom, which has none: the container (`data-testid="list"`) is 200 px tall at the page's top; the
 * items stack inside its items element from the top of its content, below its top padding.
 */
function layout(element: HTMLElement): { top: number; height: number } {
  if (element.dataset.testid === 'list') {
    return { top: 0, height: VIEWPORT };
  }
  if (element.dataset.testid === 'items') {
    const list = element.parentElement as HTMLElement;
    const content = Array.from(element.children).reduce((sum, child) => sum + heightOf(child), 0);
    return { top: -list.scrollTop, height: padding(element, 'paddingTop') + content + padding(element, 'paddingBottom') };
  }
  const items = element.parentElement as HTMLElement;
  const siblings = Array.from(items.children);
  const above = siblings.slice(0, siblings.indexOf(element)).reduce((sum, child) => sum + heightOf(child), 0);
  return { top: layout(items).top + padding(items, 'paddingTop') + above, height: heightOf(element) };
}

/** Stands in for ResizeObserver: `report()` delivers the real size of every observed element, as the browser would after layout. */
class FakeResizeObserver {
  static latest: FakeResizeObserver | null = null;
  readonly elements = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.latest = this;
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  report() {
    const entries = Array.from(this.elements, (target) => ({ target, borderBoxSize: [{ blockSize: heightOf(target), inlineSize: 0 }] }));
    this.callback(entries as unknown as ResizeObserverEntry[], this as unknown as ResizeObserver);
  }
}

/** Reports sizes until no new element is observed (each report may mount more items). */
function measure() {
  for (let round = 0; round < 10; round += 1) {
    const before = [...(FakeResizeObserver.latest?.elements ?? [])].join();
    act(() => FakeResizeObserver.latest?.report());
    if ([...(FakeResizeObserver.latest?.elements ?? [])].join() === before) {
      return;
    }
  }
}

const scrollTops = new WeakMap<Element, number>();
const saved = ['getBoundingClientRect', 'clientHeight', 'scrollHeight', 'scrollTop'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ?? Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
);

beforeEach(() => {
  realHeights.clear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  Object.defineProperties(HTMLElement.prototype, {
    getBoundingClientRect: {
      configurable: true,
      value(this: HTMLElement) {
        const { top, height } = layout(this);
        return { top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) };
      },
    },
    clientHeight: { configurable: true, get: () => VIEWPORT },
    scrollHeight: {
      configurable: true,
      get(this: HTMLElement) {
        const items = this.querySelector<HTMLElement>('[data-testid="items"]');
        return items ? layout(items).height : 0;
      },
    },
    scrollTop: {
      configurable: true,
      get(this: HTMLElement) {
        return scrollTops.get(this) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        scrollTops.set(this, Math.min(Math.max(value, 0), Math.max(this.scrollHeight - VIEWPORT, 0)));
      },
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const [name, descriptor] of saved) {
    if (descriptor) {
      Object.defineProperty(HTMLElement.prototype, name, descriptor);
    } else {
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  }
});

interface HarnessProps {
  keys: readonly string[];
  pinned?: boolean;
  setSize?: number;
  onStick?: () => void;
}

/** A list of `<article>`s windowed by the hook: 50 px estimate, 100 px overscan, all mounted up to 10. */
function Harness({ keys, pinned = false, setSize, onStick = () => undefined }: HarnessProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const windowed = useWindowedList({ keys, scrollRef, itemsRef, isPinned: () => pinned, stickToBottom: onStick, setSize, estimate: 50, overscan: 100, mountAllUpTo: 10 });
  return (
    <div ref={scrollRef} data-testid="list" tabIndex={0} onScroll={windowed.onScroll} onKeyDown={windowed.onKeyDown}>
      <div ref={itemsRef} data-testid="items" style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}>
        {keys.slice(windowed.start, windowed.end).map((key) => (
          <article key={key}>{key}</article>
        ))}
      </div>
    </div>
  );
}

const mountedKeys = () => screen.queryAllByRole('article').map((article) => article.textContent);
const list = () => screen.getByTestId('list');
const items = () => screen.getByTestId('items');

function scrollTo(top: number) {
  act(() => {
    list().scrollTop = top;
    fireEvent.scroll(list());
  });
  measure();
}

/** The first article whose bottom is below the viewport's top, and its top. */
function firstVisible() {
  const article = screen.getAllByRole('article').find((candidate) => candidate.getBoundingClientRect().bottom > 0);
  return { key: article?.textContent, top: article?.getBoundingClientRect().top };
}

describe('useWindowedList', () => {
  it('mounts every item of a short list', () => {
    render(<Harness keys={keysFrom(0, 10)} />);

    expect(mountedKeys()).toEqual(keysFrom(0, 10));
    expect(padding(items(), 'paddingTop')).toBe(0);
    expect(padding(items(), 'paddingBottom')).toBe(0);
  });

  it('mounts only the items in the viewport and the overscan, with padding for the others at their estimated height', () => {
    render(<Harness keys={keysFrom(0, 100)} />);
    measure();

    // 30 px items: 0–300 px (viewport 200 + overscan 100) holds k0–k9; the 90 others count 50 px each until measured.
    expect(mountedKeys()).toEqual(keysFrom(0, 10));
    expect(padding(items(), 'paddingTop')).toBe(0);
    expect(padding(items(), 'paddingBottom')).toBe(90 * 50);
  });

  it('brings in the items where the list is scrolled to, the padding above counting measured heights', () => {
    render(<Harness keys={keysFrom(0, 100)} />);
    measure();

    scrollTo(2000);

    const keys = mountedKeys();
    expect(keys.length).toBeLessThanOrEqual(15);
    expect(keys).not.toContain('k0');
    // The padding above is k0–k9 as measured (30 px) and the rest as estimated, up to the first mounted item.
    const first = Number(keys[0]?.slice(1));
    expect(padding(items(), 'paddingTop')).toBe(10 * 30 + (first - 10) * 50);
    expect(firstVisible().top).toBeLessThanOrEqual(0);
  });

  it('keeps the first visible item in place when items are added above it', () => {
    const { rerender } = render(<Harness keys={keysFrom(20, 100)} />);
    measure();
    scrollTo(2000);
    const before = firstVisible();

    rerender(<Harness keys={keysFrom(0, 120)} />);
    measure();

    expect(firstVisible()).toEqual(before);
    expect(list().scrollTop).toBeGreaterThan(2000);
  });

  it('keeps the first visible item in place when an item above it grows', () => {
    render(<Harness keys={keysFrom(0, 100)} />);
    measure();
    scrollTo(2000);
    const before = firstVisible();
    const above = mountedKeys()[0] ?? '';
    expect(above).not.toBe(before.key);

    realHeights.set(above, 90);
    measure();

    expect(firstVisible()).toEqual(before);
  });

  it('follows the end while pinned and asks to stick to the bottom', () => {
    const onStick = vi.fn();
    const { rerender } = render(<Harness keys={keysFrom(0, 100)} pinned onStick={onStick} />);
    measure();

    expect(mountedKeys()).toContain('k99');
    expect(mountedKeys()).not.toContain('k0');
    expect(onStick).toHaveBeenCalled();

    rerender(<Harness keys={keysFrom(0, 101)} pinned onStick={onStick} />);
    expect(mountedKeys()).toContain('k100');
  });

  it('numbers the mounted items with aria-posinset and aria-setsize', () => {
    render(<Harness keys={keysFrom(0, 100)} setSize={-1} />);
    measure();
    scrollTo(2000);

    const articles = screen.getAllByRole('article');
    for (const article of articles) {
      expect(article.getAttribute('aria-posinset')).toBe(String(Number(article.textContent?.slice(1)) + 1));
      expect(article.getAttribute('aria-setsize')).toBe('-1');
    }
  });

  describe('keyboard scrolling of the focused list', () => {
    it('moves a page with Page Down and Page Up, and to either end with End and Home', () => {
      render(<Harness keys={keysFrom(0, 100)} />);
      measure();

      fireEvent.keyDown(list(), { key: 'PageDown' });
      expect(list().scrollTop).toBe(VIEWPORT * 0.875);
      fireEvent.keyDown(list(), { key: 'End' });
      expect(list().scrollTop).toBe(list().scrollHeight - VIEWPORT);
      fireEvent.keyDown(list(), { key: 'PageUp' });
      expect(list().scrollTop).toBe(list().scrollHeight - VIEWPORT - VIEWPORT * 0.875);
      fireEvent.keyDown(list(), { key: 'Home' });
      expect(list().scrollTop).toBe(0);
    });

    it('brings the items at the end in after End', () => {
      render(<Harness keys={keysFrom(0, 100)} />);
      measure();

      act(() => {
        fireEvent.keyDown(list(), { key: 'End' });
        fireEvent.scroll(list());
      });
      measure();

      expect(mountedKeys()).toContain('k99');
    });

    it('leaves keys pressed inside an item alone', () => {
      render(<Harness keys={keysFrom(0, 100)} />);
      measure();

      fireEvent.keyDown(screen.getAllByRole('article')[0] as HTMLElement, { key: 'End' });

      expect(list().scrollTop).toBe(0);
    });
  });
});
