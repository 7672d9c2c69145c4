import { describe, expect, it } from 'vitest';
import { itemOffsets, mergeHeights, visibleRange } from './windowed-range.js';

const keys = Array.from({ length: 100 }, (_, index) => `k${index}`);

describe('itemOffsets', () => {
  it('adds each item’s measured height, or the estimate, and the gap', () => {
    const offsets = itemOffsets(['a', 'b', 'c'], new Map([['b', 30]]), 50, 10);

    expect(offsets).toEqual([0, 60, 100, 160]);
  });

  it('is [0] for no items', () => {
    expect(itemOffsets([], new Map(), 50, 10)).toEqual([0]);
  });
});

describe('visibleRange', () => {
  const offsets = itemOffsets(keys, new Map(), 50, 0);

  it('covers the viewport and the overscan on both sides', () => {
    // Viewport 1000–1200 widened to 900–1300: items 18 (900–950) to 25 (1250–1300).
    expect(visibleRange(offsets, 1000, 200, 100, 0)).toEqual({ start: 18, end: 26 });
  });

  it('starts at the first item at the top and ends with the last at the bottom', () => {
    expect(visibleRange(offsets, 0, 200, 100, 0)).toEqual({ start: 0, end: 6 });
    expect(visibleRange(offsets, 4800, 200, 100, 0)).toEqual({ start: 94, end: 100 });
  });

  it('mounts at least one item even past the end', () => {
    expect(visibleRange(offsets, 99_999, 200, 100, 0)).toEqual({ start: 99, end: 100 });
  });

  it('skips an item that ends in the gap above the viewport', () => {
    // Items of 40 px with 10 px gaps: item 1 spans 50–90, so a viewport from 95 starts at item 2.
    const withGaps = itemOffsets(keys, new Map(), 40, 10);

    expect(visibleRange(withGaps, 95, 10, 0, 10).start).toBe(2);
    expect(visibleRange(withGaps, 85, 10, 0, 10).start).toBe(1);
  });

  it('is empty for no items', () => {
    expect(visibleRange([0], 0, 200, 100, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('mergeHeights', () => {
  it('returns the same map when no height changed by half a pixel', () => {
    const heights = new Map([['a', 40]]);

    expect(mergeHeights(heights, new Map([['a', 40.3]]))).toBe(heights);
  });

  it('returns a new map with the changed and the new heights', () => {
    const heights = new Map([['a', 40]]);
    const merged = mergeHeights(heights, new Map([['a', 42], ['b', 10]]));

    expect(merged).not.toBe(heights);
    expect([...merged]).toEqual([['a', 42], ['b', 10]]);
    expect(heights.get('a')).toBe(40);
  });
});
