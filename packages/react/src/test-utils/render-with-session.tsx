import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactElement } from 'react';
import type { Session } from '@parla/sdk';
import { ParlaRoot } from '../components/parla-root/parla-root.js';
import { ParlaProvider } from '../provider/parla-provider.js';

// Vitest runs without globals, so Testing Library cannot unmount by itself: every file using this helper unmounts after each test.
afterEach(() => {
  cleanup();
});

/** Renders `ui` inside `<ParlaProvider session>` and `<ParlaRoot>`, as an app does. */
export function renderWithSession(ui: ReactElement, session: Session) {
  return render(
    <ParlaProvider session={session}>
      <ParlaRoot includeStyles={false}>{ui}</ParlaRoot>
    </ParlaProvider>,
  );
}
