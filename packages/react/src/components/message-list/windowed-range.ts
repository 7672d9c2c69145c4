/** The items to mount: indexes `start` (inclusive) to `end` (exclusive). */
export interface WindowedRange {
  start: number;
  end: number;
}

/**
 * Where each item starts, measured from the top of the first: `offsets[i]` for item i, and `offsets[keys.length]` for the
 * end of the last one plus one `gap`. Unmeasured items count as `estimate` pixels.
 */
export function itemOffsets(keys: readonly string[], heights: ReadonlyMap<string, number>, estimate: number, gap: number): number[] {
  const offsets = new Array<number>(keys.length + 1);
  offsets[0] = 0;
  keys.forEach((key, index) => {
    offsets[index + 1] = (offsets[index] ?? 0) + (heights.get(key) ?? estimate) + gap;
  });
  return offsets;
}

/** The first index whose offset passes `test` (offsets grow, so all later ones pass too), or `offsets.length` when none does. */
function firstOffset(offsets: readonly number[], test: (offset: number) => boolean): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (test(offsets[middle] ?? 0)) {
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return low;
}

/** The first item that ends below `top` (measured from the first item's start): the one `top` falls on, or the next after a gap. */
function itemAt(offsets: readonly number[], top: number, gap: number): number {
  const count = offsets.length - 1;
  return Math.min(Math.max(firstOffset(offsets, (offset) => offset > top + gap) - 1, 0), Math.max(count - 1, 0));
}

/**
 * The items that overlap the viewport widened by `overscan` pixels on each side. `top` is the viewport's top measured from
 * the first item's start (negative while something above the items shows), `height` its height.
 */
export function visibleRange(offsets: readonly number[], top: number, height: number, overscan: number, gap: number): WindowedRange {
  const count = offsets.length - 1;
  if (count <= 0) {
    return { start: 0, end: 0 };
  }
  const start = itemAt(offsets, top - overscan, gap);
  const bottom = top + height + overscan;
  const end = Math.min(Math.max(firstOffset(offsets, (offset) => offset >= bottom), start + 1), count);
  return { start, end };
}

/** `previous` with the `measured` heights applied, or `previous` itself when none changed by half a pixel or more. */
export function mergeHeights(previous: ReadonlyMap<string, number>, measured: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  const changed = [...measured].filter(([key, height]) => {
    const known = previous.get(key);
    return known === undefined || Math.abs(known - height) >= 0.5;
  });
  if (changed.length === 0) {
    return previous;
  }
  const next = new Map(previous);
  for (const [key, height] of changed) {
    next.set(key, height);
  }
  return next;
}
