/// <reference types="vite/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSession, frameScheduler } from '@parla/react';
import { browserStorage } from '@parla/sdk';
import { installDevHelpers } from '@parla/sdk/dev';
import { App } from './app.js';
import { currentLocation, navigate } from './router/navigation.js';
import { findRoute } from './router/route-table.js';
import { loadFirstAppMessages } from './i18n/use-app-t.js';
import { installErrorLogging } from './shell/error-logging.js';
import { createStartup } from './shell/startup.js';
import './shell/app.css';

installErrorLogging();

// §4 development helpers, in development builds only (the whole branch is dropped from a production build):
// parlaMockLogin() stores a fake sign-in with the mock-mode flag, parlaMockLogout() removes it; each asks for a reload.
if (import.meta.env.DEV) {
  const storage = browserStorage();
  if (storage) {
    installDevHelpers({ storage });
  }
}

// The base comes from the page's `<base href>` (the server sets it for a sub-path or a proxy prefix), so no origin or
// path is hard-coded: the API is under the same base.
const base = new URL(document.baseURI).pathname;
// Start downloading the first screen while the session starts.
void findRoute(currentLocation().path).route.preload().catch(() => undefined);

const session = createSession({
  clientOptions: { baseUrl: base.replace(/\/+$/, '') },
  navigate: (path) => navigate(path),
  snackbarTimeoutMs: 4000,
  schedule: frameScheduler(),
});
const startup = createStartup(session.start());

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html needs a #root element.');
}
// The shell's texts of the learner's language first (a small chunk, fetched alongside the first screen): no English flash.
void loadFirstAppMessages(session.locale.$locale.get()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App session={session} startup={startup} />
    </StrictMode>,
  ),
);
