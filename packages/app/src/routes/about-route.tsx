import { useId } from 'react';
import { AboutPage, ResendVerification, useAuth } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/link.js';
import { HELP_SECTION_ID } from './help-section.js';

/** `/about`: the about page, then help for anyone who cannot sign in (where the footer's "Help and feedback" leads them). */
export function AboutRoute() {
  const t = useAppT();
  return (
    <div className="app-about">
      <AboutPage
        action={
          <Link className="parla-button" to="/register">
            {t('nav.register')}
          </Link>
        }
      />
      <AboutHelp />
    </div>
  );
}

/**
 * Help that needs no account: a new password, a new verification link, and where the support report and feedback forms
 * are (the profile's help, which needs signing in: the server takes reports from signed-in learners only).
 */
function AboutHelp() {
  const t = useAppT();
  const { isAuthenticated } = useAuth();
  const titleId = useId();
  return (
    <section id={HELP_SECTION_ID} className="parla-page app-about-help" aria-labelledby={titleId}>
      <h2 id={titleId} className="parla-page__heading">
        {t('footer.help')}
      </h2>
      <div className="app-about-help__item">
        <h3>{t('help.password.title')}</h3>
        <p>
          {t('help.password.text')} <Link to="/forgot-password">{t('help.password.link')}</Link>
        </p>
      </div>
      <div className="app-about-help__item">
        <h3>{t('help.verification.title')}</h3>
        <p>{t('help.verification.text')}</p>
        <ResendVerification />
      </div>
      <div className="app-about-help__item">
        <h3>{t('help.report.title')}</h3>
        {isAuthenticated ? (
          <p>
            {t('help.report.signedIn')} <Link to={`/profile#${HELP_SECTION_ID}`}>{t('help.report.link')}</Link>
          </p>
        ) : (
          <p>
            {t('help.report.signedOut')} <Link to={`/login?redirect=${encodeURIComponent(`/profile#${HELP_SECTION_ID}`)}`}>{t('nav.signIn')}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
