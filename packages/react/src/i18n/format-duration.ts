import type { ParlaIntl } from './intl-for-messages.js';

/**
 * A wait as words in the interface language, rounded up to whole hours from one hour, whole minutes from one minute,
 * else seconds ("24 hours", "5 minutes", "30 seconds").
 */
export function formatWait(intl: ParlaIntl, milliseconds: number): string {
  const [unit, size] = milliseconds >= 3_600_000 ? (['hour', 3_600_000] as const) : milliseconds >= 60_000 ? (['minute', 60_000] as const) : (['second', 1000] as const);
  return intl.formatNumber(Math.max(1, Math.ceil(milliseconds / size)), { style: 'unit', unit, unitDisplay: 'long' });
}

/** A recording time as m:ss (e.g. 0:07, 1:00). */
export function formatClock(milliseconds: number): string {
  const seconds = Math.floor(Math.max(0, milliseconds) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
