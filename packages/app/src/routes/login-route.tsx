import { SignInForm } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { safeRedirect } from '../router/route-guard.js';
import type { RouteScreenProps } from '../router/route-table.js';
import { Link, useRouter } from '../router/router-context.js';

/** `/login`: sign in, then back to the `redirect` query path (e.g. `/admin`) or on to a new conversation. */
export function LoginRoute({ query }: RouteScreenProps) {
  const router = useRouter();
  const t = useAppT();
  const redirect = safeRedirect(query.get('redirect'));
  return (
    <div className="app-page">
      <SignInForm
        titleAs="h1"
        onSignedIn={() => router.navigate(redirect ?? '/new-conversation', { replace: true })}
        registerLink={<Link to="/register">{t('nav.register')}</Link>}
        forgotPasswordLink={<Link to="/forgot-password">{t('nav.forgotPassword')}</Link>}
      />
    </div>
  );
}
