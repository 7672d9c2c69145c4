import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSession } from '@parla/sdk';
import { PLAYBACK_SPEED } from '@parla/contract/constants';
import { useParlaSession } from '../hooks/use-parla-session.js';
import type { PlaybackState } from '@parla/sdk/voice';
import { useVoiceControllers } from './use-voice-controllers.js';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/** Calls `then` once nothing is loading or playing (at once when nothing is). */
function whenQuiet(playback: ReadableAtom<PlaybackState>, then: () => void): void {
  const quiet = () => playback.get().status !== 'loading' && playback.get().status !== 'playing';
  if (quiet()) {
    then();
    return;
  }
  const unsubscribe = playback.listen(() => {
    if (quiet()) {
      unsubscribe();
      then();
    }
  });
}

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
 * One spoken turn of a chat: record, send the transcript (`chat.send`), speak the tutor's reply sentence by sentence
 * with the learner's voice and playback speed (profile preferences). While hands-free is on (also when the chat mounts
 * with it on), the voice-activity detector is preloaded, so it is ready before the learner speaks.
 */
export function useVoiceTurn(chat: Pick<ChatSession, 'send' | '$conversation' | '$messages' | '$streamingMessage'>, options: VoiceTurnOptions = {}): VoiceTurn {
  const { vadAssetBase } = options;
  const session = useParlaSession('useVoiceTurn');
  const voice = useVoiceControllers('useVoiceTurn');
  const handsFree = useStore(voice.handsFree);
  const [recording, setRecording] = useState(false);

  useEffect(() => {
    if (handsFree) {
      void voice.preloadHandsFree(vadAssetBase);
    }
  }, [voice, handsFree, vadAssetBase]);
  const stopReply = useRef<(() => void) | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopReply.current?.();
      stopReply.current = null;
      voice.stopSpeaking();
    };
  }, [voice]);

  const quiet = useCallback(() => {
    stopReply.current?.();
    stopReply.current = null;
    voice.stopSpeaking();
  }, [voice]);

  const start = useCallback(() => {
    quiet();
    setRecording(true);
  }, [quiet]);

  const close = useCallback(() => setRecording(false), []);

  const send = useCallback(
    async (transcript: string) => {
      setRecording(false);
      quiet();
      const preferences = session.profile.$preferences.get();
      let stop: (() => void) | null = null;
      try {
        stop = await voice.speakReply(chat, {
          languageCode: chat.$conversation.get()?.target_language ?? preferences?.target_language ?? 'en',
          voice: preferences?.voice_preference ?? 'female',
          speed: preferences?.playback_speed ?? PLAYBACK_SPEED.default,
        });
        if (mounted.current) {
          stopReply.current = stop;
        } else {
          stop();
        }
      } catch (error) {
        console.error('[@parla/react] The reply cannot be spoken', error);
      }
      await chat.send(transcript);
      // Follow this reply only: once it has been spoken, stop following, so replies to typed messages stay silent.
      const follower = stop;
      if (follower && stopReply.current === follower) {
        const release = (): void => {
          if (stopReply.current === follower) {
            stopReply.current = null;
            follower();
          }
        };
        whenQuiet(voice.playback, release);
      }
    },
    [chat, session, voice, quiet],
  );

  const context = useCallback(() => [...chat.$messages.get()].reverse().find((message) => message.sender === 'ai')?.message_text, [chat]);
  return { recording, start, close, send, context };
}
