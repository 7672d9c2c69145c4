import type { Message } from '@parla/contract';
import type { ChatSession } from '../state/chat-session.js';
import { createSentenceSplitter } from './sentence-splitter.js';
import type { SentenceSplitter } from './sentence-splitter.js';
import type { SpeakOptions, SpeechPlayer } from './types.js';

/** The reply being followed. */
interface FollowedReply {
  id: string;
  splitter: SentenceSplitter;
}

/**
 * Follows `chat.$streamingMessage` and `chat.$messages`: each sentence of the reply is enqueued on the player as soon as
 * it is complete, so the first sentence plays before the reply has finished; the rest when the stream ends (nothing more
 * when the reply failed or was stopped). Returns a stop function, which also stops the player.
 * @example
 * const stopSpeaking = speakReplyWhileStreaming(chat, player, { languageCode: 'es-ES', voice: 'female', speed: 1 });
 * await chat.send('¿Qué tal?');
 */
export function speakReplyWhileStreaming(
  chat: Pick<ChatSession, '$streamingMessage' | '$messages'>,
  player: SpeechPlayer,
  options: SpeakOptions,
): () => void {
  let followed: FollowedReply | null = null;
  /** A reply whose stream ended before it showed up in `$messages`. */
  let settling: FollowedReply | null = null;

  function enqueue(reply: FollowedReply, sentences: readonly string[]): void {
    for (const sentence of sentences) {
      player.enqueueText(sentence, { ...options, messageId: reply.id });
    }
  }

  /** Speaks the rest of a reply once it is settled; returns whether it was found. */
  function finish(reply: FollowedReply, messages: readonly Message[]): boolean {
    const settled = messages.find((message) => message.id === reply.id);
    if (!settled) {
      return false;
    }
    if (settled.status !== 'failed') {
      enqueue(reply, reply.splitter.flush(settled.message_text));
    }
    return true;
  }

  const stopStreaming = chat.$streamingMessage.subscribe((message) => {
    if (message) {
      if (followed?.id !== message.id) {
        settling = null;
        followed = { id: message.id, splitter: createSentenceSplitter() };
      }
      enqueue(followed, followed.splitter.push(message.message_text));
      return;
    }
    if (followed) {
      const ended = followed;
      followed = null;
      settling = finish(ended, chat.$messages.get()) ? null : ended;
    }
  });

  const stopMessages = chat.$messages.listen((messages) => {
    if (settling && finish(settling, messages)) {
      settling = null;
    }
  });

  return () => {
    stopStreaming();
    stopMessages();
    followed = null;
    settling = null;
    player.stop();
  };
}
