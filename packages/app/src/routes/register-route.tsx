import { RegisterForm } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/link.js';
import { navigate } from '../router/navigation.js';

/** `/register`: create an account; when the server signs the learner in at once, on to a new conversation. */
export function RegisterRoute() {
  const t = useAppT();
  return (
    <div className="app-page">
      <RegisterForm
        titleAs="h1"
        onRegistered={({ signedIn }) => {
          if (signedIn) {
            navigate('/new-conversation');
          }
        }}
        signInLink={<Link to="/login">{t('nav.signIn')}</Link>}
      />
    </div>
  );
}
