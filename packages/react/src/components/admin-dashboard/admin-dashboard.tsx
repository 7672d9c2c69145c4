import { useId, useState } from 'react';
import type { FormEvent, HTMLAttributes } from 'react';
import { isApiError } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { BarChart } from '../bar-chart/bar-chart.js';
import { LoadState } from '../load-state/load-state.js';
import { useLoad } from '../load-state/use-load.js';

/** Props of {@link AdminDashboard}; the rest are spread on the root `<section>`. */
export interface AdminDashboardProps extends HTMLAttributes<HTMLElement> {
  /** Rows per page of the users table. Default: 20. */
  pageSize?: number | undefined;
}

function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/**
 * The admin screen (§2 /admin): usage totals with messages by day, the users table (search and pagination), support
 * reports and feedback — from the `admin.*` calls. A 403 shows an access-denied state instead.
 * @example
 * <AdminDashboard />
 */
export function AdminDashboard({ pageSize = 20, className, ...rest }: AdminDashboardProps) {
  const session = useParlaSession('AdminDashboard');
  const { admin } = session.client;
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const usageId = useId();
  const usersId = useId();
  const searchId = useId();
  const reportsId = useId();
  const feedbackId = useId();
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState({ search: '', offset: 0 });
  const usage = useLoad((signal) => admin.usage({ signal }));
  // Each page keeps the offset it was read at: while the next page loads, the range still describes the rows shown.
  const users = useLoad(
    (signal) =>
      admin
        .users({ limit: pageSize, offset: query.offset, ...(query.search ? { search: query.search } : {}) }, { signal })
        .then((page) => ({ ...page, offset: query.offset })),
    `${query.search}|${query.offset}|${pageSize}`,
  );
  const reports = useLoad((signal) => admin.reports({ limit: 20 }, { signal }));
  const feedback = useLoad((signal) => admin.feedback({ limit: 20 }, { signal }));
  const rootClass = className ? `parla-panel parla-admin ${className}` : 'parla-panel parla-admin';
  const date = (value: string) => intl.formatDate(new Date(value), { dateStyle: 'medium' });

  if ([usage, users, reports, feedback].some((load) => load.status === 'error' && isForbidden(load.error))) {
    return (
      <section className={rootClass} data-state="forbidden" aria-labelledby={titleId} {...rest}>
        <h2 id={titleId} className="parla-panel__title">
          {t('admin.forbidden.title')}
        </h2>
        <p role="alert">{t('errors.http.403')}</p>
      </section>
    );
  }

  function search(event: FormEvent): void {
    event.preventDefault();
    setQuery({ search: searchText.trim(), offset: 0 });
  }

  const total = users.data?.count ?? 0;
  const shownOffset = users.data?.offset ?? 0;
  const firstRow = total === 0 ? 0 : shownOffset + 1;
  const lastRow = Math.min(total, shownOffset + (users.data?.results.length ?? 0));
  const loading = [usage, users, reports, feedback].some((load) => load.status === 'loading');
  return (
    <section className={rootClass} data-state={loading ? 'loading' : 'ready'} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className="parla-panel__title">
        {t('admin.title')}
      </h2>

      <section className="parla-panel__section" aria-labelledby={usageId}>
        <h3 id={usageId} className="parla-panel__subtitle">
          {t('admin.usage.title')}
        </h3>
        <LoadState status={usage.status} error={usage.error} onRetry={usage.reload}>
          {usage.data ? (
            <>
              <dl className="parla-stats">
                <div className="parla-stats__item">
                  <dt>{t('admin.usage.users')}</dt>
                  <dd>{intl.formatNumber(usage.data.users)}</dd>
                </div>
                <div className="parla-stats__item">
                  <dt>{t('admin.usage.activeToday')}</dt>
                  <dd>{intl.formatNumber(usage.data.active_users_today)}</dd>
                </div>
                <div className="parla-stats__item">
                  <dt>{t('admin.usage.conversations')}</dt>
                  <dd>{intl.formatNumber(usage.data.conversations)}</dd>
                </div>
                <div className="parla-stats__item">
                  <dt>{t('admin.usage.messagesToday')}</dt>
                  <dd>{intl.formatNumber(usage.data.messages_today)}</dd>
                </div>
                <div className="parla-stats__item">
                  <dt>{t('admin.usage.voiceToday')}</dt>
                  <dd>{intl.formatNumber(usage.data.voice_requests_today)}</dd>
                </div>
              </dl>
              <h4 className="parla-panel__caption">{t('admin.usage.messagesByDay')}</h4>
              <BarChart
                aria-label={t('admin.usage.messagesByDay')}
                items={usage.data.messages_by_day.map((day) => ({
                  id: day.date,
                  label: intl.formatDate(new Date(`${day.date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
                  value: day.count,
                }))}
              />
            </>
          ) : null}
        </LoadState>
      </section>

      <section className="parla-panel__section" aria-labelledby={usersId}>
        <h3 id={usersId} className="parla-panel__subtitle">
          {t('admin.users.title')}
        </h3>
        <form role="search" className="parla-admin__search" onSubmit={search}>
          <label className="parla-form-field__label" htmlFor={searchId}>
            {t('admin.users.search')}
          </label>
          <input id={searchId} type="search" name="search" className="parla-field" value={searchText} onChange={(event) => setSearchText(event.currentTarget.value)} />
          <button type="submit" className="parla-button">
            {t('admin.users.searchButton')}
          </button>
        </form>
        <LoadState status={users.status} error={users.error} empty={total === 0} emptyText={t('admin.users.empty')} onRetry={users.reload}>
          <div className="parla-table-wrap" tabIndex={0} role="region" aria-labelledby={usersId}>
            <table className="parla-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.users.name')}</th>
                  <th scope="col">{t('form.email')}</th>
                  <th scope="col">{t('admin.users.tier')}</th>
                  <th scope="col" className="parla-table__number">{t('admin.users.conversations')}</th>
                  <th scope="col" className="parla-table__number">{t('admin.users.messages')}</th>
                  <th scope="col">{t('admin.users.joined')}</th>
                  <th scope="col">{t('admin.users.lastActive')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data?.results.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      {user.first_name} {user.last_name}
                      {user.is_admin ? <span className="parla-chip">{t('admin.users.admin')}</span> : null}
                    </th>
                    <td>{user.email}</td>
                    <td>{t(`progress.tier.${user.tier}`)}</td>
                    <td className="parla-table__number">{intl.formatNumber(user.conversation_count)}</td>
                    <td className="parla-table__number">{intl.formatNumber(user.message_count)}</td>
                    <td>{date(user.created_at)}</td>
                    <td>{user.last_active_at ? date(user.last_active_at) : t('admin.users.never')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </LoadState>
        <nav className="parla-pagination" aria-label={t('admin.users.pagination')}>
          <button
            type="button"
            className="parla-button"
            data-variant="text"
            disabled={query.offset === 0 || users.status === 'loading'}
            onClick={() => setQuery((previous) => ({ ...previous, offset: Math.max(0, previous.offset - pageSize) }))}
          >
            {t('admin.users.previous')}
          </button>
          <span aria-live="polite">{t('admin.users.range', { first: intl.formatNumber(firstRow), last: intl.formatNumber(lastRow), total: intl.formatNumber(total) })}</span>
          <button
            type="button"
            className="parla-button"
            data-variant="text"
            disabled={users.data?.next == null || users.status === 'loading'}
            onClick={() => setQuery((previous) => ({ ...previous, offset: previous.offset + pageSize }))}
          >
            {t('admin.users.next')}
          </button>
        </nav>
      </section>

      <div className="parla-panel__columns">
        <section className="parla-panel__section" aria-labelledby={reportsId}>
          <h3 id={reportsId} className="parla-panel__subtitle">
            {t('admin.reports.title')}
          </h3>
          <LoadState status={reports.status} error={reports.error} empty={reports.data?.results.length === 0} emptyText={t('admin.reports.empty')} onRetry={reports.reload}>
            <ul className="parla-list">
              {reports.data?.results.map((report) => (
                <li key={report.id} className="parla-list__item">
                  <p className="parla-list__title">
                    {report.subject} <span className="parla-chip">{t(`support.category.${report.category}`)}</span>
                  </p>
                  <p className="parla-list__text">{report.description}</p>
                  <p className="parla-panel__meta">
                    {report.user_email ?? t('admin.anonymous')} · {date(report.created_at)}
                  </p>
                </li>
              ))}
            </ul>
          </LoadState>
        </section>
        <section className="parla-panel__section" aria-labelledby={feedbackId}>
          <h3 id={feedbackId} className="parla-panel__subtitle">
            {t('admin.feedback.title')}
          </h3>
          <LoadState status={feedback.status} error={feedback.error} empty={feedback.data?.results.length === 0} emptyText={t('admin.feedback.empty')} onRetry={feedback.reload}>
            <ul className="parla-list">
              {feedback.data?.results.map((item) => (
                <li key={item.id} className="parla-list__item">
                  <p className="parla-list__title">{t('rating.star', { rating: item.rating, length: 5 })}</p>
                  {item.comment ? <p className="parla-list__text">{item.comment}</p> : null}
                  <p className="parla-panel__meta">
                    {item.user_email ?? t('admin.anonymous')} · {date(item.created_at)}
                  </p>
                </li>
              ))}
            </ul>
          </LoadState>
        </section>
      </div>
    </section>
  );
}
