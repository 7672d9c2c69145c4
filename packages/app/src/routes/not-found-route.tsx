import { NotFoundPage, useT } from '@parla/react';
import { Link } from '../router/link.js';

/** Any other path: Page Not Found. */
export function NotFoundRoute() {
  const t = useT();
  return (
    <div className="app-page">
      <NotFoundPage
        homeLink={
          <Link className="parla-button" to="/">
            {t('notFound.home')}
          </Link>
        }
      />
    </div>
  );
}
