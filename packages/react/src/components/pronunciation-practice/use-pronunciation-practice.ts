import { useCallback } from 'react';
import { useDisposable } from '../../hooks/use-disposable.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useVoiceControllers } from '../../voice/use-voice-controllers.js';
import { useStore } from '@nanostores/react';
import { lazyPronunciationPractice } from '@parla/sdk';
import type { PronunciationPracticeView, RecorderView } from '@parla/sdk';

/** Where a pronunciation practice is (`createPronunciationPractice`'s state, or the voice code failing to load). */
export type PronunciationPracticeState = PronunciationPracticeView;

/** What {@link usePronunciationPractice} returns. */
export interface UsePronunciationPractice {
  state: PronunciationPracticeState;
  /** The recorder: level, elapsed and maximum time while recording. */
  recorder: RecorderView;
  /** Records the learner reading `referenceText`, then scores it (`client.voice.pronunciation`). */
  start: (referenceText: string) => Promise<void>;
  /** Ends the recording and scores it. */
  stop: () => void;
  /** Drops the recording or the scoring; back to idle. */
  cancel: () => void;
}

/** Record → score for one reference text: the SDK's `createPronunciationPractice`, one per component, with the session's recorder. */
export function usePronunciationPractice(language: string): UsePronunciationPractice {
  const voice = useVoiceControllers('PronunciationPractice');
  const practice = useDisposable(() => lazyPronunciationPractice(voice), (flow) => flow.destroy(), [voice]);
  const state = useStore(practice.state);
  const recorder = useStore(voice.recorder);
  const languageRef = useLatest(language);

  const start = useCallback(
    async (referenceText: string) => {
      await (await practice.get())?.start(referenceText, languageRef.current);
    },
    [practice, languageRef],
  );
  const stop = useCallback(() => practice.current()?.stop(), [practice]);
  const cancel = useCallback(() => practice.current()?.cancel(), [practice]);

  return { state, recorder, start, stop, cancel };
}
