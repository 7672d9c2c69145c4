import { RegisterForm } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link, useRouter } from '../router/router-context.js';

/** `/register`: create an account; when the server signs the learner in at once, on to a new conversation. */
export function RegisterRoute() {
  const router = useRouter();
  const t = useAppT();
  return (
    <div className="app-page">
      <RegisterForm
        titleAs="h1"
        onRegistered={({ signedIn }) => {
          if (signedIn) {
            router.navigate('/new-conversation');
          }
        }}
        signInLink={<Link to="/login">{t('nav.signIn')}</Link>}
      />
    </div>
  );
}
