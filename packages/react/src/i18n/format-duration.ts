import type { ParlaIntl } from '../i18n/intl-for-messages.js';

/** A wait as words in the interface language: whole minutes from one minute up, else seconds ("5 minutes", "30 seconds"). */
export function formatWait(intl: ParlaIntl, milliseconds: number): string {
  return milliseconds >= 60_000
    ? intl.formatNumber(Math.ceil(milliseconds / 60_000), { style: 'unit', unit: 'minute', unitDisplay: 'long' })
    : intl.formatNumber(Math.max(1, Math.ceil(milliseconds / 1000)), { style: 'unit', unit: 'second', unitDisplay: 'long' });
}

/** A recording time as m:ss (e.g. 0:07, 1:00). */
export function formatClock(milliseconds: number): string {
  const seconds = Math.floor(Math.max(0, milliseconds) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
