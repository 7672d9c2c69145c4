import { TERMS_LAST_UPDATED, TERMS_VERSION } from '@parla/contract/constants';
import { useTermsDialog } from '../../hooks/use-terms-dialog.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { TermsDialogProps } from './terms-dialog.js';
import { DialogShell } from '../dialog/dialog-shell.js';

/** The open terms dialog ({@link TermsDialog} loads it on demand, as a chunk of its own). */
export function TermsDialogBody({ sections, version = TERMS_VERSION, lastUpdated = TERMS_LAST_UPDATED, className, ...rest }: TermsDialogProps) {
  const { open, checked, accepting, setChecked, accept, decline, dismiss } = useTermsDialog();
  const t = useT();
  const intl = useIntl();
  if (!open) {
    return null;
  }
  const date = intl.formatDate(new Date(`${lastUpdated}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <DialogShell
      title={t('terms.title')}
      titleAside={
        <>
          <span className="parla-chip">{t('terms.version', { version })}</span>
          <p className="parla-dialog__meta">{t('terms.lastUpdated', { date })}</p>
        </>
      }
      onDismiss={dismiss}
      backdropTestId="parla-terms-backdrop"
      className={className}
      data-state={accepting ? 'accepting' : 'open'}
      {...rest}
    >
      <div className="parla-dialog__text" role="region" aria-label={t('terms.title')} tabIndex={0}>
        {sections ? (
          sections.map((section) => (
            <section key={section.id}>
              <h3>{section.title}</h3>
              <p>{section.body}</p>
            </section>
          ))
        ) : (
          <p role="status">{t('terms.loading')}</p>
        )}
      </div>
      <label className="parla-dialog__consent">
        <input
          type="checkbox"
          className="parla-checkbox"
          checked={checked}
          required
          aria-required="true"
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        <span>{t('terms.required')}</span>
      </label>
      <div className="parla-dialog__actions">
        <button
          type="button"
          className="parla-button"
          data-variant="text"
          aria-disabled={accepting || undefined}
          onClick={() => {
            if (!accepting) {
              void decline();
            }
          }}
        >
          {t('terms.decline')}
        </button>
        <button
          type="button"
          className="parla-button"
          disabled={!checked}
          aria-disabled={accepting || undefined}
          aria-busy={accepting || undefined}
          onClick={() => void accept()}
        >
          {accepting ? <span className="parla-spinner" data-testid="parla-spinner" aria-hidden="true" /> : null}
          {accepting ? t('terms.accepting') : t('terms.accept')}
        </button>
      </div>
    </DialogShell>
  );
}
