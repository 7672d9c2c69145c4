import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ParlaProvider, ParlaRoot, createSession } from '@parla/react';
import { App } from './app.js';

// One session for the whole app: the client (same origin: Vite forwards /api to the Parla server), auth, terms, theme,
// locale, snackbars. Its tokens live in localStorage, so a reload keeps the learner signed in.
const session = createSession({ clientOptions: { baseUrl: '' } });
void session.start();

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html needs a #root element.');
}
createRoot(container).render(
  <StrictMode>
    <ParlaProvider session={session}>
      <ParlaRoot style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <App />
      </ParlaRoot>
    </ParlaProvider>
  </StrictMode>,
);
