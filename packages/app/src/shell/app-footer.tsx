import { useAuth } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/link.js';
import { HELP_SECTION_ID } from '../routes/help-section.js';

/**
 * The footer: the product line and links to About, the home page and help — for a signed-in learner the profile's
 * support and feedback forms, for anyone else the about page's help (a new password, a new verification link, how to
 * reach us), since the profile would only ask them to sign in.
 */
export function AppFooter() {
  const t = useAppT();
  const { isAuthenticated } = useAuth();
  return (
    <footer className="app-footer">
      <p>{t('footer.tagline')}</p>
      <ul>
        <li>
          <Link to="/about">{t('route.about')}</Link>
        </li>
        <li>
          <Link to="/">{t('nav.home')}</Link>
        </li>
        <li>
          <Link to={`${isAuthenticated ? '/profile' : '/about'}#${HELP_SECTION_ID}`}>{t('footer.help')}</Link>
        </li>
      </ul>
    </footer>
  );
}
