import { SignInForm } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { safeRedirect } from '../router/route-guard.js';
import type { RouteScreenProps } from '../router/route-table.js';
import { Link } from '../router/link.js';
import { navigate } from '../router/navigation.js';

/** `/login`: sign in, then back to the `redirect` query path (e.g. `/admin`) or on to a new conversation. */
export function LoginRoute({ query }: RouteScreenProps) {
  const t = useAppT();
  const redirect = safeRedirect(query.get('redirect'));
  return (
    <div className="app-page">
      <SignInForm
        titleAs="h1"
        onSignedIn={() => navigate(redirect ?? '/new-conversation', { replace: true })}
        registerLink={<Link to="/register">{t('nav.register')}</Link>}
        forgotPasswordLink={<Link to="/forgot-password">{t('nav.forgotPassword')}</Link>}
      />
    </div>
  );
}
