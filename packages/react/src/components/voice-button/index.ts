export { VoiceButton } from './voice-button.js';
export type { VoiceButtonProps } from './voice-button.js';
export { useVoiceCapabilities } from './use-voice-capabilities.js';
export type { VoiceCapabilitiesState } from './use-voice-capabilities.js';
