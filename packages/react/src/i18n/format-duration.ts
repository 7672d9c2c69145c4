import { formatWait as formatWaitIn } from '@parla/sdk';
import type { ParlaIntl } from './intl-for-messages.js';

/**
 * A wait as words in the interface language, rounded up: seconds under a minute, minutes under an hour, else hours
 * ("30 seconds", "5 minutes", "24 hours"), with the SDK's rules (`formatWait` of `@parla/sdk`), so a form and the SDK's
 * snackbars say the same.
 */
export function formatWait(intl: ParlaIntl, milliseconds: number): string {
  return formatWaitIn(intl.locale, milliseconds);
}

/** A recording time as m:ss (e.g. 0:07, 1:00). */
export function formatClock(milliseconds: number): string {
  const seconds = Math.floor(Math.max(0, milliseconds) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
