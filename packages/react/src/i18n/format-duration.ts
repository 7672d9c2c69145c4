import type { ParlaIntl } from './intl-for-messages.js';

/**
 * A wait as words in the interface language, rounded up: seconds under a minute, minutes under an hour, else hours
 * ("30 seconds", "5 minutes", "24 hours"). A wait that rounds up to 60 of a unit says the next one ("1 hour", not
 * "60 minutes", for a block of an hour read a moment after it began).
 */
export function formatWait(intl: ParlaIntl, milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const minutes = Math.ceil(milliseconds / 60_000);
  const [unit, value] = seconds < 60 ? (['second', seconds] as const) : minutes < 60 ? (['minute', minutes] as const) : (['hour', Math.ceil(milliseconds / 3_600_000)] as const);
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}

/** A recording time as m:ss (e.g. 0:07, 1:00). */
export function formatClock(milliseconds: number): string {
  const seconds = Math.floor(Math.max(0, milliseconds) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
