import { useContext } from 'react';
import type { Session } from '@parla/sdk';
import { missingProviderMessage } from '../provider/missing-provider-message.js';
import { ParlaSessionContext } from '../provider/parla-session-context.js';

/**
 * The session of the nearest `<ParlaProvider>`; throws, saying how to fix it, outside one.
 * @example
 * const session = useParlaSession();
 * session.theme.cycleTheme();
 */
export function useParlaSession(hookName = 'useParlaSession'): Session {
  const session = useContext(ParlaSessionContext);
  if (!session) {
    throw new Error(missingProviderMessage(hookName));
  }
  return session;
}
