import { useEffect, useRef } from 'react';
import { StatusBanner, useLocale, useTheme } from '@parla/react';
import { findRoute } from '../router/route-table.js';
import { useAppLocation } from '../router/navigation.js';
import { AppFooter } from './app-footer.js';
import { AppHeader } from './app-header.js';
import { NotificationShell } from './notification-shell.js';
import { RouteOutlet } from './route-outlet.js';
import type { Startup } from './startup.js';
import { useRouteFocus } from './use-route-focus.js';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  startup: Startup;
}

/**
 * The page around every screen: header, online/offline banner, the routed screen, footer, snackbar and terms dialog.
 * Each navigation gives the new screen the focus (`useRouteFocus`).
 */
export function AppShell({ startup }: AppShellProps) {
  const { resolvedTheme } = useTheme();
  const { locale } = useLocale();
  const location = useAppLocation();
  // The chat screen shows its own status banner.
  const onChat = findRoute(location.path).route.name === 'Chat';
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);

  useEffect(() => {
    // The page behind the app (overscroll, scrollbars) follows the theme too.
    document.documentElement.dataset.theme = resolvedTheme;
  }, [resolvedTheme]);

  useEffect(() => {
    // The page's language is the interface language (screen readers' voice, hyphenation, fonts for CJK).
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <div className="app" data-route-chat={onChat ? '' : undefined}>
      <AppHeader />
      {onChat ? null : <StatusBanner className="app-status" />}
      <main ref={mainRef} id="main" className="app-main" tabIndex={-1}>
        <RouteOutlet startup={startup} />
      </main>
      {onChat ? null : <AppFooter />}
      <NotificationShell />
    </div>
  );
}
