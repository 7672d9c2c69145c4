import { isDevelopment } from '../utils/is-development.js';

/** The error a hook throws outside `<ParlaProvider>`; in development it says how to fix it. */
export function missingProviderMessage(hookName: string): string {
  if (!isDevelopment()) {
    return `[@parla/react] ${hookName}() needs <ParlaProvider>.`;
  }
  return (
    `[@parla/react] ${hookName}() was called outside <ParlaProvider>. ` +
    'Wrap your app (or widget) in <ParlaProvider session={createSession()}> — or <ParlaProvider client={createClient({ baseUrl })}> — ' +
    'imported from @parla/react, and render this component inside it.'
  );
}
