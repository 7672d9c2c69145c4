import { useContext } from 'react';
import { voiceControllersOf } from '@parla/sdk';
import type { VoiceControllers } from '@parla/sdk';
import { useParlaSession } from '../hooks/use-parla-session.js';
import { VoiceModuleContext } from './voice-module.js';

/** The voice controllers of the provider's session (made on first use; the voice code loads when first needed). */
export function useVoiceControllers(hookName = 'useVoiceControllers'): VoiceControllers {
  const session = useParlaSession(hookName);
  const load = useContext(VoiceModuleContext);
  return voiceControllersOf(session, load);
}
