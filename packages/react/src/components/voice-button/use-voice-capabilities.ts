import { useStore } from '@nanostores/react';
import type { Availability, CapabilitiesState, SpeechFeature } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';

/** What {@link useVoiceCapabilities} returns: the server's speech capabilities once known, or whether asking failed. */
export type VoiceCapabilitiesState = CapabilitiesState;

/** The session's voice capabilities (`session.capabilities`): read once per session, shared by every component asking. */
export function useVoiceCapabilities(): VoiceCapabilitiesState {
  return useStore(useParlaSession('useVoiceCapabilities').capabilities.$capabilities);
}

/** Whether the server offers a speech feature in a language (`unknown` while its capabilities load, or without a language). */
export function useSpeechAvailability(feature: SpeechFeature, language: string | undefined): Availability {
  const { capabilities } = useParlaSession('useSpeechAvailability');
  // Subscribing re-renders the caller when the capabilities arrive; `speech` reads them.
  useStore(capabilities.$capabilities);
  return language === undefined ? 'unknown' : capabilities.speech(feature, language);
}
