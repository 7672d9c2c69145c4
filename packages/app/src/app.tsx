import { Router } from 'wouter';
import { ParlaProvider, ParlaRoot } from '@parla/react';
import type { Session } from '@parla/react';
import { APP_BASE } from './router/navigation.js';
import { AppShell } from './shell/app-shell.js';
import type { Startup } from './shell/startup.js';

/** Props of {@link App}. */
export interface AppProps {
  session: Session;
  startup: Startup;
}

/** The reference app: the session, the library's root (theme, locale, styles), wouter's router under the base, and the shell. */
export function App({ session, startup }: AppProps) {
  return (
    <ParlaProvider session={session}>
      <ParlaRoot className="app-root">
        <Router base={APP_BASE}>
          <AppShell startup={startup} />
        </Router>
      </ParlaRoot>
    </ParlaProvider>
  );
}
