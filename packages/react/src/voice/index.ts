export { useVoiceInput } from './use-voice-input.js';
export type { UseVoiceInputOptions, UseVoiceInputResult } from './use-voice-input.js';
export { useSpeechPlayer } from './use-speech-player.js';
export type { UseSpeechPlayerResult } from './use-speech-player.js';
export { useReplyAutoPlay } from './use-reply-auto-play.js';
