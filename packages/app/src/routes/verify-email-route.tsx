import { VerifyEmail } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import type { RouteScreenProps } from '../router/route-table.js';
import { Link } from '../router/router-context.js';

/** `/verify-email/{token}`: confirms the email (which signs the learner in). */
export function VerifyEmailRoute({ params }: RouteScreenProps) {
  const t = useAppT();
  return (
    <div className="app-page">
      <VerifyEmail
        token={params.token ?? ''}
        continueLink={
          <Link className="parla-button" to="/new-conversation">
            {t('nav.startLearning')}
          </Link>
        }
        signInLink={<Link to="/login">{t('nav.signIn')}</Link>}
      />
    </div>
  );
}
