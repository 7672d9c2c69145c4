import { createContext } from 'react';
import type { VoiceModuleLoader } from '@parla/sdk';

/** Loads `@parla/sdk/voice` on first use, as a separate chunk, so the chat entry does not carry the voice code. */
export const loadVoiceModule: VoiceModuleLoader = () => import('@parla/sdk/voice');

/** Where the voice hooks get the voice module from. Default: {@link loadVoiceModule}; tests and stories provide a fake. */
export const VoiceModuleContext = createContext<VoiceModuleLoader>(loadVoiceModule);
