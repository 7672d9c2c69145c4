import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/router-context.js';
import { HELP_SECTION_ID } from '../routes/help-section.js';

/** The footer: the product line and links to About, the home page and help (the profile's support and feedback forms). */
export function AppFooter() {
  const t = useAppT();
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
          <Link to={`/profile#${HELP_SECTION_ID}`}>{t('footer.help')}</Link>
        </li>
      </ul>
    </footer>
  );
}
