export { useVoiceInput } from './use-voice-input.js';
export type { UseVoiceInputResult } from './use-voice-input.js';
export { useSpeechPlayer } from './use-speech-player.js';
export type { UseSpeechPlayerResult } from './use-speech-player.js';
export type { RecorderView, VoiceCaptureOptions, VoiceInputView } from '@parla/sdk';
export { useReplyAutoPlay } from './use-reply-auto-play.js';
