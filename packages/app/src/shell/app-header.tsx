import { mdiThemeLightDark, mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { Icon, useAuth, useLocale, useTheme } from '@parla/react';
import { INTERFACE_LANGUAGES, LANGUAGE_NAMES } from '@parla/contract/constants';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/router-context.js';

const THEME_ICONS = { light: mdiWeatherSunny, dark: mdiWeatherNight, auto: mdiThemeLightDark } as const;

/**
 * The header: brand, navigation (Home, New conversation, Chat, Settings, Profile, Admin for admins, Sign in/Sign out),
 * the theme toggle (light → dark → auto) and the interface-language picker.
 */
export function AppHeader() {
  const t = useAppT();
  const { isAuthenticated, user, logout } = useAuth();
  const { theme, cycleTheme } = useTheme();
  const { locale, setLocale } = useLocale();
  return (
    <header className="app-header">
      <a className="app-skip" href="#main">
        {t('nav.skip')}
      </a>
      <Link to="/" className="app-brand">
        Parla
      </Link>
      <nav className="app-nav" aria-label={t('nav.label')}>
        <ul>
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          <li>
            <Link to="/new-conversation">{t('nav.newConversation')}</Link>
          </li>
          <li>
            <Link to="/chat">{t('nav.chat')}</Link>
          </li>
          <li>
            <Link to="/settings">{t('nav.settings')}</Link>
          </li>
          <li>
            <Link to="/profile">{t('nav.profile')}</Link>
          </li>
          {user?.is_admin ? (
            <li>
              <Link to="/admin">{t('nav.admin')}</Link>
            </li>
          ) : null}
          <li>
            {isAuthenticated ? (
              <button type="button" className="app-nav__button" onClick={() => void logout().catch((error: unknown) => console.error('Sign-out failed', error))}>
                {t('nav.signOut')}
              </button>
            ) : (
              <Link to="/login">{t('nav.signIn')}</Link>
            )}
          </li>
        </ul>
      </nav>
      <div className="app-header__tools">
        <button
          type="button"
          className="parla-icon-button app-theme-toggle"
          aria-label={t('theme.toggle', { theme: t(`theme.${theme}`) })}
          title={t('theme.toggle', { theme: t(`theme.${theme}`) })}
          data-theme-choice={theme}
          onClick={cycleTheme}
        >
          <Icon path={THEME_ICONS[theme]} />
        </button>
        <select
          className="app-language"
          aria-label={t('language.label')}
          value={locale}
          onChange={(event) => setLocale(event.currentTarget.value as InterfaceLanguage)}
        >
          {INTERFACE_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language].nativeName}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
