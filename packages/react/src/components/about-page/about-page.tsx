import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl, useT } from '../../i18n/use-t.js';

/** Props of {@link AboutPage}; the rest are spread on the root `<div>`. */
export interface AboutPageProps extends HTMLAttributes<HTMLDivElement> {
  /** A call to action at the end, e.g. `<Link to="/register">`. Default: a link to /register. */
  action?: ReactNode | undefined;
}

/**
 * The about page (§2 /about): what Parla is, how a conversation works, the voice practice and how learners' data is treated.
 * @example
 * <AboutPage action={<Link className="parla-button" to="/register">Start learning</Link>} />
 */
export function AboutPage({ action, className, ...rest }: AboutPageProps) {
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const howId = useId();
  const voiceId = useId();
  const privacyId = useId();
  return (
    <div className={className ? `parla-page parla-about ${className}` : 'parla-page parla-about'} {...rest}>
      <section className="parla-page__section" aria-labelledby={titleId}>
        <h1 id={titleId} className="parla-page__title">
          {t('about.title')}
        </h1>
        <p className="parla-page__lead">{t('about.intro', { languages: intl.formatNumber(10) })}</p>
      </section>
      <section className="parla-page__section" aria-labelledby={howId}>
        <h2 id={howId} className="parla-page__heading">
          {t('about.how.title')}
        </h2>
        <ol className="parla-steps">
          <li>{t('about.how.step1')}</li>
          <li>{t('about.how.step2')}</li>
          <li>{t('about.how.step3')}</li>
        </ol>
      </section>
      <section className="parla-page__section" aria-labelledby={voiceId}>
        <h2 id={voiceId} className="parla-page__heading">
          {t('about.voice.title')}
        </h2>
        <p>{t('about.voice.text')}</p>
      </section>
      <section className="parla-page__section" aria-labelledby={privacyId}>
        <h2 id={privacyId} className="parla-page__heading">
          {t('about.privacy.title')}
        </h2>
        <p>{t('about.privacy.text')}</p>
      </section>
      <div className="parla-actions">
        {action ?? (
          <a className="parla-button" href="/register">
            {t('landing.cta.start')}
          </a>
        )}
      </div>
    </div>
  );
}
