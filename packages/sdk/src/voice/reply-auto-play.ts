import type { ReadableAtom } from 'nanostores';
import type { ChatSession } from '../state/chat-session.js';
import type { SpeakOptions } from './types.js';

/** The chat an auto-play follows. */
export type AutoPlayChat = Pick<ChatSession, '$streamingMessage' | '$messages'>;

/** Options of {@link followRepliesAloud}. */
export interface ReplyAutoPlayOptions {
  /** The chat whose replies are read aloud. */
  chat: AutoPlayChat;
  /** Whether auto-play is on (the learner's `auto_play_replies` preference); turning it off stops the reply being read. */
  enabled: ReadableAtom<boolean>;
  /** Speaks a reply sentence by sentence while it streams (`VoiceControllers.speakReply`); resolves to its stop function. */
  speakReply: (chat: AutoPlayChat, options: SpeakOptions) => Promise<() => void>;
  /** The voice of the reply starting now: the conversation's language, the learner's voice and speed. */
  speakOptions: () => SpeakOptions;
}

/** A chat's replies read aloud as they stream (see {@link followRepliesAloud}). */
export interface ReplyAutoPlay {
  /** Stops reading the current reply (the learner types, records or sends); the next reply is read again. */
  interrupt(): void;
  /** Stops following the chat, and reading (the learner left the chat). */
  stop(): void;
}

/** One reply being read: its stop function once the voice code has loaded. */
interface Reading {
  stop: (() => void) | null;
  cancelled: boolean;
}

/**
 * Auto-play: while `enabled` is on, every tutor reply of `chat` (to a typed or a spoken message) is read aloud sentence
 * by sentence as it streams, with the options of the moment it starts. A new reply stops the one being read; turning
 * auto-play off, {@link ReplyAutoPlay.interrupt} and {@link ReplyAutoPlay.stop} stop it too.
 * @example
 * const autoPlay = followRepliesAloud({ chat, enabled, speakReply: voice.speakReply, speakOptions: () => ({ languageCode: 'es' }) });
 * input.addEventListener('input', () => autoPlay.interrupt());
 */
export function followRepliesAloud(options: ReplyAutoPlayOptions): ReplyAutoPlay {
  const { chat, enabled, speakReply, speakOptions } = options;
  let lastReplyId: string | null = null;
  let reading: Reading | null = null;

  function stopReading(): void {
    if (reading) {
      reading.cancelled = true;
      reading.stop?.();
      reading = null;
    }
  }

  function read(): void {
    stopReading();
    const current: Reading = (reading = { stop: null, cancelled: false });
    speakReply(chat, speakOptions()).then(
      (stop) => {
        if (current.cancelled) {
          stop();
        } else {
          current.stop = stop;
        }
      },
      (error: unknown) => {
        console.error('[@parla/sdk] The reply cannot be read aloud', error);
        if (reading === current) {
          reading = null;
        }
      },
    );
  }

  const stopStreaming = chat.$streamingMessage.subscribe((message) => {
    if (!message || message.id === lastReplyId) {
      return;
    }
    lastReplyId = message.id;
    if (enabled.get()) {
      read();
    } else {
      stopReading();
    }
  });
  const stopEnabled = enabled.listen((on) => {
    if (!on) {
      stopReading();
    }
  });

  return {
    interrupt: stopReading,
    stop() {
      stopStreaming();
      stopEnabled();
      stopReading();
    },
  };
}
