import { ResetPasswordForm } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import type { RouteScreenProps } from '../router/route-table.js';
import { Link } from '../router/link.js';
import { navigate } from '../router/navigation.js';

/**
 * `/reset-password/{uid}/{token}`: sets the new password, then goes to sign in. Under the form, the way to a new link
 * (`/forgot-password`) for a link that has expired or was used: the form's error alone would be a dead end.
 */
export function ResetPasswordRoute({ params }: RouteScreenProps) {
  const t = useAppT();
  return (
    <div className="app-page app-form-page">
      <ResetPasswordForm titleAs="h1" uid={params.uid ?? ''} token={params.token ?? ''} onDone={() => navigate('/login')} />
      <p className="parla-form__footer">
        {t('resetPassword.expired')} <Link to="/forgot-password">{t('resetPassword.requestNewLink')}</Link>
      </p>
    </div>
  );
}
