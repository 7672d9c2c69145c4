import { useCallback, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useVoiceControllers } from './use-voice-controllers.js';
import type { HandsFreeDetectorStatus, VoiceCaptureOptions, VoiceInputView } from '@parla/sdk';

/** Options of {@link useVoiceInput}. */
export interface UseVoiceInputOptions {
  /** Where the voice-activity model's files are served; with hands-free on, the detector starts loading from there at once. Default: none. */
  vadAssetBase?: string | undefined;
}

/** What {@link useVoiceInput} returns. */
export interface UseVoiceInputResult {
  /** Status (`idle`, `requesting`, `recording`, `transcribing`, `error`), level 0..1, elapsed and maximum time, error. */
  state: VoiceInputView;
  /** Records and transcribes; resolves with the transcript, or null when cancelled, failed (see `state.error`) or silent. */
  capture: (options: VoiceCaptureOptions) => Promise<string | null>;
  /** Ends the recording now and transcribes it. */
  stop: () => void;
  /** Drops the recording (or the transcription under way). */
  cancel: () => void;
  /** Whether the learner chose hands-free recording (remembered for the session). */
  handsFree: boolean;
  /** Turns hands-free on or off; on starts loading the voice-activity detector (from `vadAssetBase`) at once. */
  setHandsFree: (handsFree: boolean) => void;
  /** The detector of the current hands-free recording; `listening` once it really hears the learner. */
  detector: HandsFreeDetectorStatus;
}

/**
 * The session's voice input: one per session, made on first `capture` from `@parla/sdk/voice` (loaded then, as a
 * separate chunk). The transcribe rate limit and the voice quota apply. With hands-free on and `vadAssetBase` given,
 * the voice-activity detector is preloaded, so the first hands-free recording hears the learner from the first word.
 * @example
 * const voice = useVoiceInput({ vadAssetBase: '/vad/' });
 * const text = await voice.capture({ languageCode: 'es' });
 */
export function useVoiceInput(options: UseVoiceInputOptions = {}): UseVoiceInputResult {
  const { vadAssetBase } = options;
  const controllers = useVoiceControllers('useVoiceInput');
  const state = useStore(controllers.input);
  const handsFree = useStore(controllers.handsFree);
  const detector = useStore(controllers.handsFreeDetector);

  useEffect(() => {
    if (handsFree && vadAssetBase !== undefined) {
      void controllers.preloadHandsFree(vadAssetBase);
    }
  }, [controllers, handsFree, vadAssetBase]);

  const setHandsFree = useCallback((on: boolean) => controllers.setHandsFree(on, vadAssetBase), [controllers, vadAssetBase]);
  return {
    state,
    capture: controllers.capture,
    stop: controllers.stopCapture,
    cancel: controllers.cancelCapture,
    handsFree,
    setHandsFree,
    detector,
  };
}
