import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/router-context.js';

/** The footer: the product line and links to About and the home page. */
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
      </ul>
    </footer>
  );
}
