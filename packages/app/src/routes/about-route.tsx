import { AboutPage } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/router-context.js';

/** `/about`: the about page. */
export function AboutRoute() {
  const t = useAppT();
  return (
    <AboutPage
      action={
        <Link className="parla-button" to="/register">
          {t('nav.register')}
        </Link>
      }
    />
  );
}
