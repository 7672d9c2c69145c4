import { ForgotPasswordForm } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/link.js';

/** `/forgot-password`: asks for the reset link. */
export function ForgotPasswordRoute() {
  const t = useAppT();
  return (
    <div className="app-page">
      <ForgotPasswordForm titleAs="h1" signInLink={<Link to="/login">{t('nav.signIn')}</Link>} />
    </div>
  );
}
