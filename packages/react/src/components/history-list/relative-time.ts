import type { ParlaIntl } from '../../i18n/intl-for-messages.js';

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/** `then` relative to `now` in the interface language ("3 days ago", "hace 3 días", "just now" below a minute). */
export function formatRelative(intl: ParlaIntl, then: number, now: number): string {
  const elapsed = then - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) {
      return intl.formatRelativeTime(Math.round(elapsed / size), unit, { numeric: 'auto' });
    }
  }
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}
