import type { ChatSession } from '@parla/sdk';
import type { PlaybackState, SpeakOptions } from '@parla/sdk/voice';
import { useStore } from '@nanostores/react';
import { useVoiceControllers } from './use-voice-controllers.js';

/** What {@link useSpeechPlayer} returns. */
export interface UseSpeechPlayerResult {
  /** Status (`idle`, `loading`, `playing`, `error`), the message playing, the source (server or browser), speed, error. */
  state: PlaybackState;
  /** Speaks a stored message with the server's voice (cached per message and voice), else the browser's. */
  speakMessage: (message: { id: string; message_text: string }, options: SpeakOptions) => Promise<void>;
  /** Speaks free text, same fallback. */
  speakText: (text: string, options: SpeakOptions & { messageId?: string }) => Promise<void>;
  /** Speaks the chat's next reply sentence by sentence while it streams; resolves to the function that stops following it. */
  speakReply: (chat: Pick<ChatSession, '$streamingMessage' | '$messages'>, options: SpeakOptions) => Promise<() => void>;
  /** Stops speaking. */
  stop: () => void;
}

/**
 * The session's speech player: one per session, made on first use from `@parla/sdk/voice` (loaded then). Speed is
 * clamped to 0.5–2; the synthesize rate limit and the voice quota apply.
 * @example
 * const player = useSpeechPlayer();
 * void player.speakMessage(message, { languageCode: 'es', voice: 'female', speed: 1 });
 */
export function useSpeechPlayer(): UseSpeechPlayerResult {
  const controllers = useVoiceControllers('useSpeechPlayer');
  const state = useStore(controllers.playback);
  return {
    state,
    speakMessage: controllers.speakMessage,
    speakText: controllers.speakText,
    speakReply: controllers.speakReply,
    stop: controllers.stopSpeaking,
  };
}
