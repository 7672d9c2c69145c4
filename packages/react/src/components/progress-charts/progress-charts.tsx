import { Suspense, useId, useState } from 'react';
import type { HTMLAttributes } from 'react';
import type { ProgressHistory } from '@parla/sdk';
import type { LanguageCode } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { useChartsIntl } from '../../i18n/use-charts-intl.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { useLoad } from '../load-state/use-load.js';
import { languageName } from '../new-conversation-form/language-name.js';
import { chartStyles } from './chart-styles.js';
import { TimeChart } from './time-chart.js';

/** A correction kind, as the history names it. */
type CorrectionCategory = ProgressHistory['days'][number]['corrections'][number]['category'];

/** The periods a learner can choose, in weeks. */
const PERIODS = [4, 12, 26] as const;
/** Corrections are drawn for this many of the most frequent kinds (the table lists the same ones). */
const CATEGORIES_SHOWN = 3;

/** Props of {@link ProgressCharts}; the rest are spread on its `<section>`. */
export interface ProgressChartsProps extends HTMLAttributes<HTMLElement> {
  /** The target languages the learner may chart, the first shown first (e.g. their most practised). */
  languages: readonly LanguageCode[];
  /** Weeks shown at first: 4, 12 or 26. Default: 4. */
  weeks?: (typeof PERIODS)[number] | undefined;
  /** A history to show instead of loading one (stories, tests). Default: loaded with `client.progress.history`. */
  history?: ProgressHistory | undefined;
}

/** The most frequent correction kinds of the period, most frequent first. */
function topCategories(history: ProgressHistory): CorrectionCategory[] {
  const totals = new Map<CorrectionCategory, number>();
  for (const day of history.days) {
    for (const entry of day.corrections) {
      totals.set(entry.category, (totals.get(entry.category) ?? 0) + entry.count);
    }
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CATEGORIES_SHOWN)
    .map(([category]) => category);
}

/** The four charts of one history. */
function Charts({ history }: { history: ProgressHistory }) {
  const intl = useChartsIntl();
  const t = (key: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const days = history.days.map((day) => intl.formatDate(new Date(`${day.date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }));
  const whole = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });
  const decimal = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const common = { days, dateHeader: t('charts.date'), showTable: t('charts.tableShow'), hideTable: t('charts.tableHide') };
  const last = history.days.at(-1);
  const categories = topCategories(history);
  const practised = history.days.filter((day) => day.minutes > 0);
  return (
    <div className="parla-charts__grid">
      <TimeChart
        {...common}
        title={t('charts.minutes.title')}
        caption={t('charts.minutes.caption', { total: practised.reduce((sum, day) => sum + day.minutes, 0), days: practised.length })}
        series={[{ id: 'minutes', label: t('charts.minutes.column'), shape: 'columns', values: history.days.map((day) => day.minutes) }]}
        format={whole}
        emptyText={t('charts.empty')}
      />
      <TimeChart
        {...common}
        title={t('charts.corrections.title')}
        caption={t('charts.corrections.caption')}
        series={categories.map((category) => ({
          id: category,
          label: t(`recap.kind.${category}`),
          shape: 'line' as const,
          values: history.days.map((day) => (day.words_checked > 0 ? (day.corrections.find((entry) => entry.category === category)?.per_100_words ?? 0) : null)),
        }))}
        extraColumns={[{ header: t('charts.corrections.checked'), cell: (index) => whole(history.days[index]?.words_checked ?? 0) }]}
        format={decimal}
        emptyText={t('charts.corrections.none')}
      />
      <TimeChart
        {...common}
        title={t('charts.words.title')}
        caption={t('charts.words.caption', { saved: intl.formatNumber(last?.words_saved ?? 0), retained: intl.formatNumber(last?.words_retained ?? 0) })}
        series={[
          { id: 'saved', label: t('charts.words.saved'), shape: 'line', values: history.days.map((day) => (day.words_saved > 0 ? day.words_saved : null)) },
          { id: 'retained', label: t('charts.words.retained'), shape: 'line', values: history.days.map((day) => (day.words_saved > 0 ? day.words_retained : null)) },
        ]}
        format={whole}
        emptyText={t('charts.words.none')}
      />
      <TimeChart
        {...common}
        title={t('charts.pronunciation.title')}
        caption={t('charts.pronunciation.caption')}
        series={[{ id: 'score', label: t('charts.pronunciation.score'), shape: 'line', values: history.days.map((day) => day.pronunciation_score) }]}
        extraColumns={[{ header: t('charts.pronunciation.attempts'), cell: (index) => whole(history.days[index]?.pronunciation_attempts ?? 0) }]}
        max={100}
        format={decimal}
        emptyText={t('charts.pronunciation.none')}
      />
    </div>
  );
}

/** Whether nothing at all happened in the period. */
function isEmpty(history: ProgressHistory): boolean {
  return history.days.every((day) => day.minutes === 0 && day.words_written === 0 && day.words_saved === 0 && day.pronunciation_attempts === 0);
}

/** ProgressCharts' content, once its messages are loaded. */
function ProgressChartsBody({ languages, weeks: initialWeeks = 4, history: given, className, ...rest }: ProgressChartsProps) {
  const session = useParlaSession('ProgressCharts');
  const intl = useChartsIntl();
  const t = (key: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const titleId = useId();
  const [language, setLanguage] = useState<LanguageCode | undefined>(languages[0]);
  const [weeks, setWeeks] = useState<number>(initialWeeks);
  const loaded = useLoad(
    (signal) => (given ? Promise.resolve(given) : language ? session.client.progress.history({ language, weeks }, { signal }) : Promise.resolve(null)),
    `${language ?? ''}:${weeks}:${given ? 'given' : 'load'}`,
  );
  const history = loaded.data;
  const state = history ? (isEmpty(history) ? 'empty' : 'ready') : loaded.status === 'ready' ? 'empty' : loaded.status;
  return (
    <section className={className ? `parla-charts ${className}` : 'parla-charts'} aria-labelledby={titleId} data-state={loaded.status === 'loading' && history ? 'loading' : state} aria-busy={loaded.status === 'loading'} {...rest}>
      <AdoptedStyle name="parla-charts" css={chartStyles} />
      <h3 id={titleId} className="parla-panel__subtitle">
        {t('charts.title')}
      </h3>
      <div className="parla-charts__controls">
        {languages.length > 1 ? (
          <label>
            {t('charts.language')}
            <select value={language} onChange={(event) => setLanguage(event.target.value as LanguageCode)}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(intl, code)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {t('charts.period')}
          <select value={weeks} onChange={(event) => setWeeks(Number(event.target.value))}>
            {PERIODS.map((count) => (
              <option key={count} value={count}>
                {t('charts.weeks', { count })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {history || loaded.status === 'ready' ? (
        !history || isEmpty(history) ? (
          <p className="parla-chart__empty">{t('charts.empty')}</p>
        ) : (
          <Charts history={history} />
        )
      ) : loaded.status === 'error' ? (
        <div role="alert" className="parla-load-state__message parla-load-state__error">
          <p>{t('charts.error')}</p>
          <button type="button" className="parla-button" data-variant="outlined" onClick={loaded.reload}>
            {t('recap.retry')}
          </button>
        </div>
      ) : (
        <p role="status" className="parla-load-state__message">
          <span className="parla-spinner" aria-hidden="true" /> {t('charts.loading')}
        </p>
      )}
    </section>
  );
}

/**
 * The learner's progress over weeks in one target language, as four charts: minutes practised per day, corrections
 * per 100 words for the most frequent kinds, words saved and retained, pronunciation score — each with a caption and a
 * data table behind it ("Show as table"), themed light and dark, with a language and period choice, loading, empty and
 * error states. From `client.progress.history`. Rendered lazily by `ProgressPanel`; its messages load with it.
 * @example
 * <ProgressCharts languages={['es', 'fr']} />
 */
export function ProgressCharts(props: ProgressChartsProps) {
  return (
    <Suspense fallback={null}>
      <ProgressChartsBody {...props} />
    </Suspense>
  );
}
