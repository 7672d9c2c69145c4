import type { Correction } from './review-types.js';

/**
 * The corrections sorted by start with overlaps removed: where two overlap, the one found first (the
 * earlier in `corrections`) is kept, so callers list the surer checks first.
 */
export function nonOverlapping(corrections: readonly Correction[]): Correction[] {
  const kept: Correction[] = [];
  for (const correction of corrections) {
    const overlaps = kept.some((other) => correction.start < other.end && other.start < correction.end);
    const sameInsertionPoint = kept.some((other) => other.start === correction.start && other.end === correction.end);
    if (!overlaps && !sameInsertionPoint && correction.original !== correction.replacement) {
      kept.push(correction);
    }
  }
  return kept.sort((first, second) => first.start - second.start);
}

/** The text with every correction applied (corrections sorted and non-overlapping). */
export function applyCorrections(text: string, corrections: readonly Correction[]): string {
  let corrected = '';
  let at = 0;
  for (const correction of corrections) {
    corrected += text.slice(at, correction.start) + correction.replacement;
    at = correction.end;
  }
  return corrected + text.slice(at);
}
