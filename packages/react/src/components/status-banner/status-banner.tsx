import type { HTMLAttributes } from 'react';
import { mdiAlertOutline, mdiTimerSandEmpty, mdiWifiOff } from '@mdi/js';
import { useStore } from '@nanostores/react';
import type { QuotaCounterStatus, QuotaSnapshot } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { Icon } from '../icon/icon.js';
import { useCountdown } from './use-countdown.js';

type Counter = keyof QuotaSnapshot['daily'] | keyof QuotaSnapshot['monthly'];

const QUOTA_KEYS: Readonly<Record<Counter, MessageKey>> = {
  messages: 'chat.status.quota.messages',
  voiceRequests: 'chat.status.quota.voiceRequests',
  aiCalls: 'chat.status.quota.aiCalls',
  totalRequests: 'chat.status.quota.totalRequests',
  premiumFeatures: 'chat.status.quota.premiumFeatures',
};

/** Props of {@link StatusBanner}; the rest are spread on the banner `<div>`. */
export interface StatusBannerProps extends HTMLAttributes<HTMLDivElement> {
  /** The clock of the rate-limit countdown (ms since the epoch). Default: `Date.now`. */
  now?: () => number;
}

/** The counter closest to its limit among those at a warning level (80 %, 90 %) or exhausted, or null. */
function mostUsed(snapshot: QuotaSnapshot): [Counter, QuotaCounterStatus] | null {
  const counters = [...Object.entries(snapshot.daily), ...Object.entries(snapshot.monthly)] as Array<[Counter, QuotaCounterStatus]>;
  const warned = counters.filter(([, status]) => status.usageLevel > 0 || status.exceeded);
  return warned.sort(([, left], [, right]) => right.fraction - left.fraction)[0] ?? null;
}

/**
 * What stops or will soon stop the learner from chatting: offline (§4), sending blocked by the message rate limit (§9,
 * with the time left) and a quota at 80 % or 90 % of its limit (or used up). Shows nothing when all is well.
 * @example
 * <StatusBanner />
 */
export function StatusBanner({ now = Date.now, className, ...rest }: StatusBannerProps) {
  const session = useParlaSession('StatusBanner');
  const online = useStore(session.connection.$online);
  const sending = useStore(session.rateLimits.$rateLimits).message_send;
  const quota = useStore(session.quota.$quota);
  const t = useT();
  const intl = useIntl();
  const blockedUntil = sending?.blocked ? (sending.resetsAt ?? now() + sending.retryAfterMs) : null;
  const left = useCountdown(blockedUntil, now);
  const used = mostUsed(quota);
  const notices: Array<{ id: string; icon: string; text: string }> = [];
  if (!online) {
    notices.push({ id: 'offline', icon: mdiWifiOff, text: t('chat.status.offline') });
  }
  if (blockedUntil !== null && left > 0) {
    const time =
      left >= 60_000
        ? intl.formatNumber(Math.ceil(left / 60_000), { style: 'unit', unit: 'minute', unitDisplay: 'long' })
        : intl.formatNumber(Math.ceil(left / 1000), { style: 'unit', unit: 'second', unitDisplay: 'long' });
    notices.push({ id: 'rate-limited', icon: mdiTimerSandEmpty, text: t('chat.status.rateLimited', { time }) });
  }
  if (used) {
    const [counter, status] = used;
    const percent = intl.formatNumber(status.exceeded ? 1 : status.usageLevel, { style: 'percent' });
    notices.push({ id: status.exceeded ? 'quota-exceeded' : 'quota-warning', icon: mdiAlertOutline, text: t(QUOTA_KEYS[counter], { percent }) });
  }
  return (
    <div className={className ? `parla-status-banner ${className}` : 'parla-status-banner'} role="status" data-state={notices[0]?.id ?? 'idle'} {...rest}>
      {notices.map((notice) => (
        <p key={notice.id} className="parla-status-banner__notice" data-kind={notice.id}>
          <Icon path={notice.icon} />
          <span>{notice.text}</span>
        </p>
      ))}
    </div>
  );
}
