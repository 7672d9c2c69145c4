import { useIntl, useT } from '../../i18n/use-t.js';
import { useTerms } from '../../hooks/use-terms.js';
import { errorText } from '../form-field/error-text.js';

/** Which part of the terms a {@link TermsPreview} shows. */
export type TermsPart = 'terms' | 'privacy';

/** Props of {@link TermsPreview}. */
export interface TermsPreviewProps {
  /** The region's id (the toggle's `aria-controls`). */
  id: string;
  /** All of the terms, or only their privacy section. */
  part: TermsPart;
}

/** The terms text under the registration form's consent, loaded when first shown: all of it, or its privacy section. */
export function TermsPreview({ id, part }: TermsPreviewProps) {
  const { terms, error } = useTerms();
  const t = useT();
  const intl = useIntl();
  const sections = terms ? terms.sections.filter((section) => part === 'terms' || section.id === 'privacy') : null;
  return (
    <div id={id} className="parla-form__terms" role="region" aria-label={t(part === 'terms' ? 'register.terms' : 'register.privacy')} tabIndex={0}>
      {sections ? (
        sections.map((section) => (
          <section key={section.id}>
            <h3>{section.title}</h3>
            <p>{section.body}</p>
          </section>
        ))
      ) : error ? (
        <p role="alert">{errorText(intl, error, 'errors.unexpected')}</p>
      ) : (
        <p role="status">{t('terms.loading')}</p>
      )}
    </div>
  );
}
