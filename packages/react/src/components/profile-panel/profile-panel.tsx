import { useId, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { RATE_LIMITS } from '@parla/contract/constants';
import { isApiError } from '@parla/sdk';
import { useAuth } from '../../hooks/use-auth.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { formatWait } from '../../i18n/format-duration.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';
import { NamesForm } from './names-form.js';
import { browserDownload } from '../../ports/download-file.js';
import type { DownloadFile } from '../../ports/download-file.js';

/** Props of {@link ProfilePanel}; the rest are spread on the root `<div>`. */
export interface ProfilePanelProps extends HTMLAttributes<HTMLDivElement> {
  /** Hands the exported data to the learner. Default: a browser download (Blob URL and a temporary link). */
  download?: ((file: DownloadFile) => void) | undefined;
  /** Today's date for the export's file name. Default: `new Date()`. */
  now?: (() => Date) | undefined;
  /** The title's element: `h1` where the panel is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
}

type ExportState = 'idle' | 'exporting' | 'done' | 'error';

/**
 * The profile screen (§2 /profile): first and last name (validated, saved through `session.profile.updateProfile`),
 * the email read-only, the data export (a JSON file through the `download` port; 3 a day, the rate-limit error shows with the time left)
 * and account deletion behind a confirmation that asks for the email ('Account deleted successfully. Redirecting...').
 * Renders nothing useful until the profile is loaded.
 * @example
 * <ProfilePanel />
 */
export function ProfilePanel({ download = browserDownload, now = () => new Date(), titleAs: Title = 'h2', className, ...rest }: ProfilePanelProps) {
  const session = useParlaSession('ProfilePanel');
  const { user, isAuthenticated, deleteAccount } = useAuth();
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const dataId = useId();
  const dangerId = useId();
  const downloadRef = useLatest(download);
  const nowRef = useLatest(now);
  const [exportState, setExportState] = useState<ExportState>('idle');
  const [exportError, setExportError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const rootClass = className ? `parla-panel parla-profile ${className}` : 'parla-panel parla-profile';

  if (!user) {
    // Signed out (e.g. right after deleting the account): nothing to show; signed in: the profile is still loading.
    return (
      <div className={rootClass} data-state={isAuthenticated ? 'loading' : 'signed-out'} {...rest}>
        {isAuthenticated ? (
          <p role="status">
            <span className="parla-spinner" aria-hidden="true" /> {t('load.loading')}
          </p>
        ) : null}
      </div>
    );
  }

  async function exportData(): Promise<void> {
    setExportState('exporting');
    setExportError(null);
    try {
      const data = await session.client.user.exportData();
      const date = nowRef.current().toISOString().slice(0, 10);
      downloadRef.current({ name: `parla-data-${date}.json`, type: 'application/json', content: JSON.stringify(data, null, 2) });
      setExportState('done');
    } catch (error) {
      setExportError(error);
      setExportState('error');
    }
  }

  return (
    <div className={rootClass} data-state={confirming ? 'confirming-delete' : 'idle'} {...rest}>
      <Title id={titleId} className="parla-panel__title">
        {t('profile.title')}
      </Title>
      <NamesForm user={user} />
      <section className="parla-panel__section" aria-labelledby={dataId} data-state={exportState}>
        <h3 id={dataId} className="parla-panel__subtitle">
          {t('profile.export.title')}
        </h3>
        <p>{t('profile.export.text')}</p>
        <button type="button" className="parla-button" data-variant="outlined" aria-busy={exportState === 'exporting' || undefined} disabled={exportState === 'exporting'} onClick={() => void exportData()}>
          {exportState === 'exporting' ? <span className="parla-spinner" aria-hidden="true" /> : null}
          {t('profile.export.button')}
        </button>
        {exportState === 'done' ? (
          <p role="status" className="parla-form__success">
            {t('profile.export.done')}
          </p>
        ) : null}
        {exportState === 'error' ? (
          <p role="alert" className="parla-form__error">
            {/* Refused by the daily limit: the §8 message, then this limit's own words with the wait (said once). */}
            {isApiError(exportError) && exportError.status === 429 && exportError.retryAfterMs !== null
              ? `${t('errors.http.429')} ${t('profile.export.limit', { limit: RATE_LIMITS.data_export.limit, time: formatWait(intl, exportError.retryAfterMs) })}`
              : errorText(intl, exportError, 'profile.export.error')}
          </p>
        ) : null}
      </section>
      <section className="parla-panel__section parla-panel__danger" aria-labelledby={dangerId}>
        <h3 id={dangerId} className="parla-panel__subtitle">
          {t('profile.delete.title')}
        </h3>
        <p>{t('profile.delete.text')}</p>
        <button type="button" className="parla-button" data-variant="danger" onClick={() => setConfirming(true)}>
          {t('profile.delete.button')}
        </button>
      </section>
      {confirming ? <DeleteAccountDialog email={user.email} onConfirm={deleteAccount} onCancel={() => setConfirming(false)} /> : null}
    </div>
  );
}
