import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { createSession } from '@parla/sdk';
import type { ParlaClient, Session, SessionOptions } from '@parla/sdk';
import { frameScheduler } from '../hooks/frame-scheduler.js';
import { isDisposed, useDisposable } from '../hooks/use-disposable.js';
import { ParlaIntlProvider } from '../i18n/parla-intl-provider.js';
import { ParlaSessionContext } from './parla-session-context.js';

/** Props of {@link ParlaProvider}: a `session`, or a `client` to build one around. */
export interface ParlaProviderProps {
  /** The session to show (from `createSession`); the caller starts and destroys it. Wins over `client`. */
  session?: Session | undefined;
  /** A client to build a session around, once per client; the provider starts it and destroys it on unmount. */
  client?: ParlaClient | undefined;
  /** Options of the session built around `client` (navigate, storage, …). Read once per client. Default: `{}`. */
  sessionOptions?: Omit<SessionOptions, 'client'> | undefined;
  children?: ReactNode | undefined;
}

/**
 * Makes a Parla session available to the hooks and components below, and translates them in the session's locale.
 * @example
 * const session = createSession({ clientOptions: { baseUrl: '/' }, navigate: router.push });
 * root.render(<ParlaProvider session={session}><ParlaRoot><App /></ParlaRoot></ParlaProvider>);
 */
export function ParlaProvider({ session: givenSession, client, sessionOptions, children }: ParlaProviderProps) {
  const ownSession = useDisposable(
    () => (givenSession || !client ? null : createSession({ schedule: frameScheduler(), ...sessionOptions, client })),
    (session) => session?.destroy(),
    [givenSession ? null : client],
  );

  useEffect(() => {
    if (ownSession && !isDisposed(ownSession)) {
      void ownSession.start();
    }
  }, [ownSession]);

  const session = givenSession ?? ownSession;
  if (!session) {
    throw new Error('[@parla/react] <ParlaProvider> needs a `session` (from createSession) or a `client` (from createClient).');
  }
  return (
    <ParlaSessionContext.Provider value={session}>
      <LocaleFollower session={session}>{children}</LocaleFollower>
    </ParlaSessionContext.Provider>
  );
}

/** Translates its children in the session's interface language. */
function LocaleFollower({ session, children }: { session: Session; children?: ReactNode }) {
  const locale = useStore(session.locale.$locale);
  return <ParlaIntlProvider locale={locale}>{children}</ParlaIntlProvider>;
}
