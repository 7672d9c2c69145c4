import type { ParlaIntl } from './intl-for-messages.js';

/**
 * A playback speed as the interface language writes numbers, with the × sign: at most two decimals and none forced
 * ("1×", "1.25×", "0.5×"; "1,25×" in Ukrainian). The chat drawer's settings and the Settings screen both use it.
 */
export function formatPlaybackSpeed(intl: Pick<ParlaIntl, 'formatNumber'>, speed: number): string {
  return `${intl.formatNumber(speed, { maximumFractionDigits: 2 })}×`;
}
