import type { HTMLAttributes } from 'react';
import { mdiAlertOutline, mdiTimerSandEmpty, mdiWifiOff } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { statusNotices } from '@parla/sdk';
import type { NoticedAction, QuotaCounter, StatusNotice, WarnedAction } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import type { Translate } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { Icon } from '../icon/icon.js';
import { formatWait } from '../../i18n/format-duration.js';
import { useEverySecond } from './use-countdown.js';

const QUOTA_KEYS: Readonly<Record<QuotaCounter, MessageKey>> = {
  messages: 'chat.status.quota.messages',
  voiceRequests: 'chat.status.quota.voiceRequests',
  aiCalls: 'chat.status.quota.aiCalls',
  totalRequests: 'chat.status.quota.totalRequests',
  premiumFeatures: 'chat.status.quota.premiumFeatures',
};

/** An action blocked by its rate limit, with the time left. */
const BLOCKED_KEYS: Readonly<Record<NoticedAction, MessageKey>> = {
  message_send: 'chat.status.rateLimited',
  transcribe: 'chat.status.transcribeLimited',
  synthesize: 'chat.status.synthesizeLimited',
};

/** An action near its limit. */
const WARNING_KEYS: Readonly<Record<WarnedAction, MessageKey>> = {
  message_send: 'chat.status.sendWarning',
  transcribe: 'chat.status.transcribeWarning',
  synthesize: 'chat.status.synthesizeWarning',
};

/** Props of {@link StatusBanner}; the rest are spread on the banner `<div>`. */
export interface StatusBannerProps extends HTMLAttributes<HTMLDivElement> {
  /** The clock of the rate-limit countdown (ms since the epoch). Default: `Date.now`. */
  now?: (() => number) | undefined;
}

/** How one notice shows: its `data-kind`, icon and text; `ticking` while its countdown runs. */
function view(notice: StatusNotice, t: Translate, intl: ParlaIntl): { id: string; icon: string; text: string; ticking: boolean } {
  switch (notice.kind) {
    case 'offline':
      return { id: 'offline', icon: mdiWifiOff, text: t('chat.status.offline'), ticking: false };
    case 'rate-limited': {
      const id = notice.action === 'message_send' ? 'rate-limited' : `rate-limited-${notice.action}`;
      return { id, icon: mdiTimerSandEmpty, text: t(BLOCKED_KEYS[notice.action], { time: formatWait(intl, notice.waitMs) }), ticking: true };
    }
    case 'rate-warning':
      return { id: `rate-warning-${notice.action}`, icon: mdiTimerSandEmpty, text: t(WARNING_KEYS[notice.action], { remaining: notice.remaining }), ticking: false };
    case 'quota': {
      const { counter, status } = notice;
      const percent = intl.formatNumber(status.exceeded ? 1 : status.usageLevel, { style: 'percent' });
      return { id: status.exceeded ? 'quota-exceeded' : 'quota-warning', icon: mdiAlertOutline, text: t(QUOTA_KEYS[counter], { percent }), ticking: false };
    }
  }
}

/**
 * What stops or will soon stop the learner from chatting: offline (§4), sending, recording (transcribe) or reading aloud
 * (synthesize) blocked by its rate limit (§9, with the time left), any of them near its limit (§9 "warning at", with the
 * attempts left), and a quota at 80 % or 90 % of its limit (or used up), the daily voice requests included. Shows nothing when all is well.
 * @example
 * <StatusBanner />
 */
export function StatusBanner({ now = Date.now, className, ...rest }: StatusBannerProps) {
  const session = useParlaSession('StatusBanner');
  const online = useStore(session.connection.$online);
  const rateLimits = useStore(session.rateLimits.$rateLimits);
  const quota = useStore(session.quota.$quota);
  const t = useT();
  const intl = useIntl();
  const notices = statusNotices({ online, rateLimits, quota }, now()).map((notice) => view(notice, t, intl));
  useEverySecond(notices.some((notice) => notice.ticking));
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
