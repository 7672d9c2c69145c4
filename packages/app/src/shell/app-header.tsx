import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { mdiClose, mdiMenu, mdiThemeLightDark, mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { Icon, useAuth, useLocale, useTheme } from '@parla/react';
import { INTERFACE_LANGUAGES, LANGUAGE_NAMES } from '@parla/contract/constants';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/link.js';
import { APP_BASE, useAppLocation } from '../router/navigation.js';
import { DueBadge } from './due-badge.js';

const THEME_ICONS = { light: mdiWeatherSunny, dark: mdiWeatherNight, auto: mdiThemeLightDark } as const;

/**
 * The header: brand, navigation (Home, New conversation, Chat, Settings, Profile, Admin for admins, Sign in/Sign out),
 * the theme toggle (light → dark → auto) and the interface-language picker. "Skip to content" focuses `<main>` of the
 * current page without navigating. Below 600 px the navigation folds behind a Menu button; it closes on navigating, on
 * Escape on the button or in the menu (focus on the button) and on a click elsewhere.
 */
export function AppHeader() {
  const t = useAppT();
  const { isAuthenticated, user, logout } = useAuth();
  const { theme, cycleTheme } = useTheme();
  const { locale, setLocale } = useLocale();
  const { path, search } = useAppLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setMenuOpen(false), [path]);
  useEffect(() => {
    if (!menuOpen) {
      return;
    }
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !menuButtonRef.current?.contains(target)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [menuOpen]);

  /** Escape on the open menu's button or inside the menu closes it, the focus on the button. */
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      event.preventDefault();
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  return (
    <header className="app-header">
      <a
        className="app-skip"
        href={`${APP_BASE}${path}${search}#main`}
        onClick={(event) => {
          // Focus, not navigation: `#main` alone would resolve against `<base href="/">` and go Home, and the router
          // would only scroll. Focusing `<main tabindex="-1">` also puts the next Tab on its first control.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skip')}
      </a>
      <Link to="/" className="app-brand">
        Parla
      </Link>
      <button
        ref={menuButtonRef}
        type="button"
        className="parla-icon-button app-menu-button"
        aria-label={t('nav.menu')}
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
        onKeyDown={closeOnEscape}
      >
        <Icon path={menuOpen ? mdiClose : mdiMenu} />
      </button>
      <nav
        ref={navRef}
        id={navId}
        className="app-nav"
        aria-label={t('nav.label')}
        data-open={menuOpen}
        onKeyDown={closeOnEscape}
      >
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
          {isAuthenticated ? (
            <li>
              <Link to="/review">{t('nav.review')}</Link>
            </li>
          ) : null}
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
        {isAuthenticated ? <DueBadge /> : null}
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
