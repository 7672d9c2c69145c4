import { useCallback, useEffect, useRef } from 'react';
import type { ReplyAutoPlay, VoiceControllers } from '@parla/sdk';
import { useVoiceControllers } from './use-voice-controllers.js';

/**
 * Auto-play for the open chat (the SDK's `VoiceControllers.autoPlay`): while the learner has it on, every tutor reply is
 * read aloud as it streams; it stops when the chat closes. Returns the function that interrupts the reply being read
 * (call it when the learner starts typing).
 */
export function useReplyAutoPlay(chat: Parameters<VoiceControllers['autoPlay']>[0]): () => void {
  const voice = useVoiceControllers('useReplyAutoPlay');
  const followed = useRef<ReplyAutoPlay | null>(null);
  useEffect(() => {
    const autoPlay = (followed.current = voice.autoPlay(chat));
    return () => {
      autoPlay.stop();
      followed.current = null;
    };
  }, [voice, chat]);
  return useCallback(() => followed.current?.interrupt(), []);
}
