import type { Correction } from '@parla/sdk';

/** A piece of a reviewed text: unchanged, or one correction (its wrong part and replacement). */
export type CorrectionPart = { kind: 'same'; text: string } | { kind: 'fix'; correction: Correction };

/** Whether every correction is where it says in `text`, in order and without overlap (a review of another text does not fit). */
export function correctionsFit(text: string, corrections: readonly Correction[]): boolean {
  let previousEnd = 0;
  for (const correction of corrections) {
    if (correction.start < previousEnd || text.slice(correction.start, correction.end) !== correction.original) {
      return false;
    }
    previousEnd = correction.end;
  }
  return true;
}

/** Cuts `text` into unchanged pieces and corrections, in order; the corrections must fit (see {@link correctionsFit}). */
export function correctionParts(text: string, corrections: readonly Correction[]): CorrectionPart[] {
  const parts: CorrectionPart[] = [];
  let at = 0;
  for (const correction of corrections) {
    if (correction.start > at) {
      parts.push({ kind: 'same', text: text.slice(at, correction.start) });
    }
    parts.push({ kind: 'fix', correction });
    at = correction.end;
  }
  if (at < text.length) {
    parts.push({ kind: 'same', text: text.slice(at) });
  }
  return parts;
}
