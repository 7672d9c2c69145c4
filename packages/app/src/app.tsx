import { ParlaProvider, ParlaRoot } from '@parla/react';
import type { Session } from '@parla/react';
import type { HistoryRouter } from './router/history-router.js';
import { RouterProvider } from './router/router-context.js';
import { AppShell } from './shell/app-shell.js';
import type { Startup } from './shell/startup.js';

/** Props of {@link App}. */
export interface AppProps {
  session: Session;
  router: HistoryRouter;
  startup: Startup;
}

/** The reference app: the session, the library's root (theme, locale, styles), the router and the shell. */
export function App({ session, router, startup }: AppProps) {
  return (
    <ParlaProvider session={session}>
      <ParlaRoot className="app-root">
        <RouterProvider router={router}>
          <AppShell startup={startup} />
        </RouterProvider>
      </ParlaRoot>
    </ParlaProvider>
  );
}
