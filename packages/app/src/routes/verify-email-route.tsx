import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { VerifyEmail, useAuth, useT } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import type { RouteScreenProps } from '../router/route-table.js';
import { Link } from '../router/link.js';
import { verifyEmailPage } from './verify-email-page.js';
import type { VerifyEmailPage } from './verify-email-page.js';

/**
 * `/verify-email/{token}`: confirms the email (which signs the learner in). A learner signed in with a verified email
 * (the link opened a second time) is told so, with the way on, instead of the used link's error.
 */
export function VerifyEmailRoute({ params, started }: RouteScreenProps) {
  const t = useAppT();
  const auth = useAuth();
  // Decided once: the verification itself makes the learner signed in and verified, and its own success must stay.
  const [page, setPage] = useState<VerifyEmailPage | null>(null);
  const shown = page ?? verifyEmailPage(auth, started);
  if (page === null && shown !== null) {
    setPage(shown);
  }

  const continueLink = (
    <Link className="parla-button" to="/new-conversation">
      {t('nav.startLearning')}
    </Link>
  );
  if (shown === null) {
    return <div className="app-page app-loading" aria-busy="true" />;
  }
  return (
    <div className="app-page">
      {shown === 'already-verified' ? (
        <AlreadyVerified email={auth.user?.email ?? ''}>{continueLink}</AlreadyVerified>
      ) : (
        <VerifyEmail
          titleAs="h1"
          token={params.token ?? ''}
          continueLink={continueLink}
          signInLink={
            <p className="parla-form__footer">
              <Link to="/login">{t('nav.signIn')}</Link>
            </p>
          }
        />
      )}
    </div>
  );
}

/** The page of a learner whose email is verified already: the same title as the verification, the address, the way on. */
function AlreadyVerified({ email, children }: { email: string; children: ReactNode }) {
  const t = useT();
  const appT = useAppT();
  const titleId = useId();
  return (
    <section className="parla-form" data-state="verified" aria-labelledby={titleId}>
      <h1 id={titleId} className="parla-form__title">
        {t('verifyEmail.title')}
      </h1>
      <p role="status" className="parla-form__success">
        {appT('verifyEmail.alreadyVerified', { email })}
      </p>
      {children}
    </section>
  );
}
