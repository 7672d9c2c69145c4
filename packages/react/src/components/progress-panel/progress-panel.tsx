import { useId } from 'react';
import type { HTMLAttributes } from 'react';
import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import { LANGUAGES, LEARNING_MODES } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import type { ConversationStats, UsageCurrent } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { Translate } from '../../i18n/use-t.js';
import { BarChart } from '../bar-chart/bar-chart.js';
import { LoadState } from '../load-state/load-state.js';
import { useLoad } from '../load-state/use-load.js';
import { languageName } from '../new-conversation-form/language-name.js';
import { LazyProgressCharts } from '../progress-charts/lazy-progress-charts.js';
import { LazyLearnerLevels } from '../session-recap/lazy-learner-levels.js';

/** Props of {@link ProgressPanel}; the rest are spread on the root `<section>`. */
export interface ProgressPanelProps extends HTMLAttributes<HTMLElement> {
  /** Shows the quota usage of today and this month. Default: true. */
  showUsage?: boolean | undefined;
}

interface Progress {
  stats: ConversationStats;
  usage: UsageCurrent | null;
}

function practiceTime(intl: ParlaIntl, minutes: number): string {
  if (minutes < 60) {
    return intl.formatNumber(Math.round(minutes), { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  }
  return intl.formatNumber(minutes / 60, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 });
}

function isMode(mode: string): mode is (typeof LEARNING_MODES)[number] {
  return (LEARNING_MODES as readonly string[]).includes(mode);
}

function modeLabel(t: Translate, mode: string): string {
  return isMode(mode) ? t(`mode.${mode}`) : mode;
}

function isLanguage(code: string): code is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(code);
}

function byCount(record: Readonly<Record<string, number>>): Array<[string, number]> {
  return Object.entries(record).sort(([, left], [, right]) => right - left);
}

/** A UTC day (`YYYY-MM-DD`) as a date, read in UTC by {@link dayLabel}. */
function utcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A UTC day formatted in the interface language, e.g. "Nov 20" (or "November 20" when `month` is long). */
function dayLabel(intl: ParlaIntl, day: string, month: 'short' | 'long' = 'short'): string {
  return intl.formatDate(utcDate(day), { month, day: 'numeric', timeZone: 'UTC' });
}

function PronunciationTrend({ trend }: { trend: NonNullable<ConversationStats['pronunciation_trend']> }) {
  const intl = useIntl();
  const t = useT();
  const titleId = useId();
  const latest = trend.at(-1);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="parla-panel__subtitle">
        {t('progress.pronunciation.title')}
      </h3>
      {latest ? (
        <p className="parla-panel__meta">
          {t('progress.pronunciation.latest', { date: dayLabel(intl, latest.date, 'long'), score: intl.formatNumber(latest.average_score, { maximumFractionDigits: 1 }) })}
        </p>
      ) : null}
      <BarChart
        aria-label={t('progress.pronunciation.byDay')}
        max={100}
        items={trend.map((day) => ({ id: day.date, label: dayLabel(intl, day.date), value: day.average_score }))}
        emptyText={t('progress.pronunciation.empty')}
      />
    </section>
  );
}

function UsageRow({ label, used, limit }: { label: string; used: number; limit: number }) {
  const intl = useIntl();
  const t = useT();
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  return (
    <li className="parla-quota" data-level={share >= 0.9 ? 'critical' : share >= 0.8 ? 'warning' : 'ok'}>
      <span className="parla-quota__label">{label}</span>
      <span className="parla-quota__value">{t('progress.usage.of', { used: intl.formatNumber(used), limit: intl.formatNumber(limit) })}</span>
      <span className="parla-bars__track" aria-hidden="true">
        <span className="parla-bars__bar" style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </span>
    </li>
  );
}

/**
 * The learner's progress (the tracking of §1): practice time, messages, active days, current and longest streak,
 * conversations per language and per learning mode as bars, the pronunciation trend (the latest day's average score and
 * one bar per day with scored attempts in the last 30 days, out of 100), and today's and this month's quota usage — from
 * `conversations.stats` and `usage.current`, the learner's level in their two most practised languages (`LearnerLevel`, on demand), and the charts of the last weeks (`ProgressCharts`, on demand), formatted in the interface language, with loading, empty and error states.
 * @example
 * <ProgressPanel />
 */
export function ProgressPanel({ showUsage = true, className, ...rest }: ProgressPanelProps) {
  const session = useParlaSession('ProgressPanel');
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const languagesId = useId();
  const modesId = useId();
  const usageId = useId();
  const { status, data, error, reload } = useLoad<Progress>(async (signal) => {
    const [stats, usage] = await Promise.all([
      session.client.conversations.stats({ signal }),
      showUsage ? session.client.usage.current({ signal }) : Promise.resolve(null),
    ]);
    return { stats, usage };
  }, String(showUsage));
  const stats = data?.stats;
  // Servers that predate the pronunciation trend leave it out.
  const trend = stats?.pronunciation_trend ?? [];
  const empty = stats !== undefined && stats.total_conversations === 0 && stats.total_messages === 0 && trend.length === 0;

  return (
    <section className={className ? `parla-panel parla-progress ${className}` : 'parla-panel parla-progress'} aria-labelledby={titleId} data-state={status === 'ready' && empty ? 'empty' : status} {...rest}>
      <h2 id={titleId} className="parla-panel__title">
        {t('progress.title')}
      </h2>
      <LoadState status={status} error={error} empty={empty} emptyText={t('progress.empty')} onRetry={reload}>
        {stats ? (
          <>
            <dl className="parla-stats">
              <div className="parla-stats__item">
                <dt>{t('progress.practiceTime')}</dt>
                <dd>{practiceTime(intl, stats.practice_minutes)}</dd>
              </div>
              <div className="parla-stats__item">
                <dt>{t('progress.messages')}</dt>
                <dd>{intl.formatNumber(stats.messages_sent)}</dd>
              </div>
              <div className="parla-stats__item">
                <dt>{t('progress.conversations')}</dt>
                <dd>{intl.formatNumber(stats.total_conversations)}</dd>
              </div>
              <div className="parla-stats__item">
                <dt>{t('progress.activeDays')}</dt>
                <dd>{intl.formatNumber(stats.active_days)}</dd>
              </div>
              <div className="parla-stats__item">
                <dt>{t('progress.currentStreak')}</dt>
                <dd>{t('progress.days', { count: stats.current_streak })}</dd>
              </div>
              <div className="parla-stats__item">
                <dt>{t('progress.longestStreak')}</dt>
                <dd>{t('progress.days', { count: stats.longest_streak })}</dd>
              </div>
            </dl>
            {stats.last_active_at ? (
              <p className="parla-panel__meta">
                {t('progress.lastActive', { date: intl.formatDate(new Date(stats.last_active_at), { dateStyle: 'long' }) })}
              </p>
            ) : null}
            <div className="parla-panel__columns">
              <section aria-labelledby={languagesId}>
                <h3 id={languagesId} className="parla-panel__subtitle">
                  {t('progress.byLanguage')}
                </h3>
                <BarChart aria-labelledby={languagesId} items={byCount(stats.by_language).map(([code, value]) => ({ id: code, label: languageName(intl, code), value }))} />
              </section>
              <section aria-labelledby={modesId}>
                <h3 id={modesId} className="parla-panel__subtitle">
                  {t('progress.byMode')}
                </h3>
                <BarChart aria-labelledby={modesId} items={byCount(stats.by_mode).map(([mode, value]) => ({ id: mode, label: modeLabel(t, mode), value }))} />
              </section>
              <PronunciationTrend trend={trend} />
            </div>
            <LazyLearnerLevels languages={byCount(stats.by_language).map(([code]) => code).filter(isLanguage)} />
            <LazyProgressCharts languages={byCount(stats.by_language).map(([code]) => code).filter(isLanguage)} className="parla-panel__section" />
          </>
        ) : null}
      </LoadState>
      {status === 'ready' && data?.usage ? (
        <section aria-labelledby={usageId} className="parla-panel__section">
          <h3 id={usageId} className="parla-panel__subtitle">
            {t('progress.usage.title')} <span className="parla-chip">{t(`progress.tier.${data.usage.tier}`)}</span>
          </h3>
          <ul className="parla-quotas">
            <UsageRow label={t('progress.usage.messages')} {...data.usage.daily.messages} />
            <UsageRow label={t('progress.usage.voiceRequests')} {...data.usage.daily.voiceRequests} />
            <UsageRow label={t('progress.usage.aiCalls')} {...data.usage.daily.aiCalls} />
            <UsageRow label={t('progress.usage.monthlyRequests')} {...data.usage.monthly.totalRequests} />
            <UsageRow label={t('progress.usage.premiumFeatures')} {...data.usage.monthly.premiumFeatures} />
          </ul>
          <p className="parla-panel__meta">
            {t('progress.usage.resets', { time: intl.formatTime(new Date(data.usage.daily_resets_at), { timeStyle: 'short' }) })}
          </p>
        </section>
      ) : null}
    </section>
  );
}
