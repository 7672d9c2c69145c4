import { useCallback, useEffect, useState } from 'react';
import type { ChatSession } from '@parla/sdk';
import { useStore } from '@nanostores/react';
import { useVoiceControllers } from './use-voice-controllers.js';

/** What {@link useVoiceTurn} returns. */
export interface VoiceTurn {
  /** Whether the recorder shows. */
  recording: boolean;
  /** Opens the recorder (and stops any speech, so the microphone does not hear it). */
  start: () => void;
  /** Closes the recorder without sending. */
  close: () => void;
  /** Closes the recorder, sends the transcript as the learner's message and speaks the reply while it streams. */
  send: (transcript: string) => Promise<void>;
  /** The latest tutor message, to help the transcription. */
  context: () => string | undefined;
}

/** Options of {@link useVoiceTurn}. */
export interface VoiceTurnOptions {
  /** Where the voice-activity model's files are served; with hands-free on, the detector is preloaded from there. Default: none. */
  vadAssetBase?: string;
}

/**
 * One spoken turn of a chat: the recorder's open state, and the session's `sendAndSpeakReply` (send the transcript,
 * speak the tutor's reply while it streams with the learner's voice and speed). While hands-free is on (also when the
 * chat mounts with it on), the voice-activity detector is preloaded, so it is ready before the learner speaks.
 */
export function useVoiceTurn(chat: Pick<ChatSession, 'send' | '$conversation' | '$messages' | '$streamingMessage'>, options: VoiceTurnOptions = {}): VoiceTurn {
  const { vadAssetBase } = options;
  const voice = useVoiceControllers('useVoiceTurn');
  const handsFree = useStore(voice.handsFree);
  const [recording, setRecording] = useState(false);

  useEffect(() => {
    if (handsFree) {
      void voice.preloadHandsFree(vadAssetBase);
    }
  }, [voice, handsFree, vadAssetBase]);
  useEffect(() => () => voice.stopReply(), [voice]);

  const start = useCallback(() => {
    voice.stopReply();
    setRecording(true);
  }, [voice]);
  const close = useCallback(() => setRecording(false), []);
  const send = useCallback(
    async (transcript: string) => {
      setRecording(false);
      await voice.sendAndSpeakReply(chat, transcript);
    },
    [chat, voice],
  );
  const context = useCallback(() => [...chat.$messages.get()].reverse().find((message) => message.sender === 'ai')?.message_text, [chat]);
  return { recording, start, close, send, context };
}
