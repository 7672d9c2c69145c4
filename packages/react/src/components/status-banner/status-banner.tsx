import type { HTMLAttributes } from 'react';
import { mdiAlertOutline, mdiTimerSandEmpty, mdiWifiOff } from '@mdi/js';
import { useStore } from '@nanostores/react';
import type { QuotaCounterStatus, QuotaSnapshot, RateLimitStatus } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { Icon } from '../icon/icon.js';
import { formatWait } from '../../voice/format-wait.js';
import { useEverySecond } from './use-countdown.js';

type Counter = keyof QuotaSnapshot['daily'] | keyof QuotaSnapshot['monthly'];

const QUOTA_KEYS: Readonly<Record<Counter, MessageKey>> = {
  messages: 'chat.status.quota.messages',
  voiceRequests: 'chat.status.quota.voiceRequests',
  aiCalls: 'chat.status.quota.aiCalls',
  totalRequests: 'chat.status.quota.totalRequests',
  premiumFeatures: 'chat.status.quota.premiumFeatures',
};

/** The rate-limited actions of the chat (§9), with their blocked notice and, for voice, the warning near the limit. */
const RATE_NOTICES = [
  { action: 'message_send', blocked: 'chat.status.rateLimited', warning: null },
  { action: 'transcribe', blocked: 'chat.status.transcribeLimited', warning: 'chat.status.transcribeWarning' },
  { action: 'synthesize', blocked: 'chat.status.synthesizeLimited', warning: 'chat.status.synthesizeWarning' },
] as const satisfies ReadonlyArray<{ action: RateLimitStatus['action']; blocked: MessageKey; warning: MessageKey | null }>;

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
 * What stops or will soon stop the learner from chatting: offline (§4), sending, recording (transcribe) or reading aloud
 * (synthesize) blocked by its rate limit (§9, with the time left), recording or reading aloud near its limit (§9 "warning
 * at"), and a quota at 80 % or 90 % of its limit (or used up), the daily voice requests included. Shows nothing when all is well.
 * @example
 * <StatusBanner />
 */
export function StatusBanner({ now = Date.now, className, ...rest }: StatusBannerProps) {
  const session = useParlaSession('StatusBanner');
  const online = useStore(session.connection.$online);
  const limits = useStore(session.rateLimits.$rateLimits);
  const quota = useStore(session.quota.$quota);
  const t = useT();
  const intl = useIntl();
  const blocked = RATE_NOTICES.some(({ action }) => limits[action]?.blocked);
  useEverySecond(blocked);
  const time = now();
  const used = mostUsed(quota);
  const notices: Array<{ id: string; icon: string; text: string }> = [];
  if (!online) {
    notices.push({ id: 'offline', icon: mdiWifiOff, text: t('chat.status.offline') });
  }
  for (const notice of RATE_NOTICES) {
    const status = limits[notice.action];
    const left = status?.blocked ? (status.resetsAt ?? time + status.retryAfterMs) - time : 0;
    const id = notice.action === 'message_send' ? 'rate-limited' : `rate-limited-${notice.action}`;
    if (left > 0) {
      notices.push({ id, icon: mdiTimerSandEmpty, text: t(notice.blocked, { time: formatWait(intl, left) }) });
    } else if (notice.warning && status?.warning && !status.blocked) {
      notices.push({ id: `rate-warning-${notice.action}`, icon: mdiTimerSandEmpty, text: t(notice.warning) });
    }
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
