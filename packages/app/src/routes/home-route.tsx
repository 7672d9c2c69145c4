import { LandingPage, useAuth, useT } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/link.js';

/** `/`: the landing page, with calls to action through the router (a signed-in learner goes straight to a conversation). */
export function HomeRoute() {
  const t = useT();
  const appT = useAppT();
  const { isAuthenticated } = useAuth();
  return (
    <LandingPage
      actions={
        isAuthenticated ? (
          <Link className="parla-button" to="/new-conversation">
            {appT('nav.startLearning')}
          </Link>
        ) : (
          <>
            <Link className="parla-button" to="/register">
              {t('landing.cta.start')}
            </Link>
            <Link className="parla-button" data-variant="outlined" to="/login">
              {t('landing.cta.signIn')}
            </Link>
          </>
        )
      }
    />
  );
}
