import { useId, useRef } from 'react';
import type { HTMLAttributes } from 'react';
import { TERMS_LAST_UPDATED, TERMS_VERSION } from '@parla/contract/constants';
import type { Terms, TermsDialog as TermsDialogStore } from '@parla/sdk';
import { useFocusTrap } from '../../hooks/use-focus-trap.js';
import { useTermsDialog } from '../../hooks/use-terms-dialog.js';
import { useIntl, useT } from '../../i18n/use-t.js';

/** The SDK's terms-dialog store, under the same name as the component so `import type { TermsDialog }` keeps working. */
export type TermsDialog = TermsDialogStore;

/** One section of the terms text (title and body). */
export type TermsSection = Terms['sections'][number];

/** Props of {@link TermsDialog}; the rest are spread on the dialog element. */
export interface TermsDialogProps extends HTMLAttributes<HTMLDivElement> {
  /** The terms text, e.g. `useTerms().terms?.sections` (loaded from `client.terms.get()`). Default: none — a loading line shows. */
  sections?: readonly TermsSection[];
  /** Version on the chip. Default: `TERMS_VERSION` (1.0). */
  version?: string;
  /** Last-updated date (`YYYY-MM-DD`), formatted in the interface language. Default: `TERMS_LAST_UPDATED` (2025-01-15). */
  lastUpdated?: string;
}

/**
 * The terms dialog of §2/§4 over a dark backdrop, driven by the session's terms state: opens unticked, Accept only
 * once ticked (spinner while accepting), Decline signs out, the backdrop or Escape closes it without deciding.
 * Focus moves into it and stays there until it closes.
 * @example
 * const { terms } = useTerms({ enabled: useTermsDialog().open });
 * return <TermsDialog sections={terms?.sections} />;
 */
export function TermsDialog({ sections, version = TERMS_VERSION, lastUpdated = TERMS_LAST_UPDATED, className, ...rest }: TermsDialogProps) {
  const { open, checked, accepting, setChecked, accept, decline, dismiss } = useTermsDialog();
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, dismiss);

  if (!open) {
    return null;
  }
  const date = intl.formatDate(new Date(`${lastUpdated}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      <div className="parla-dialog-backdrop" data-state="open" data-testid="parla-terms-backdrop" aria-hidden="true" onClick={dismiss} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `parla-dialog ${className}` : 'parla-dialog'}
        data-state={accepting ? 'accepting' : 'open'}
        {...rest}
      >
        <header className="parla-dialog__header">
          <h2 id={titleId} className="parla-dialog__title">
            {t('terms.title')}
          </h2>
          <span className="parla-chip">{t('terms.version', { version })}</span>
          <p className="parla-dialog__meta">{t('terms.lastUpdated', { date })}</p>
        </header>
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
      </div>
    </>
  );
}
