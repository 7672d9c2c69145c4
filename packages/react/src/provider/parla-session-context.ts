import { createContext } from 'react';
import type { Session } from '@parla/sdk';

/** The session of the nearest `<ParlaProvider>`, or null outside one. */
export const ParlaSessionContext = createContext<Session | null>(null);
