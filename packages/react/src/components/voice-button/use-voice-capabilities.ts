import { useStore } from '@nanostores/react';
import type { CapabilitiesState } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';

/** What {@link useVoiceCapabilities} returns: the server's speech capabilities once known, or whether asking failed. */
export type VoiceCapabilitiesState = CapabilitiesState;

/** The session's voice capabilities (`session.capabilities`): read once per session, shared by every component asking. */
export function useVoiceCapabilities(): VoiceCapabilitiesState {
  return useStore(useParlaSession('useVoiceCapabilities').capabilities.$capabilities);
}
