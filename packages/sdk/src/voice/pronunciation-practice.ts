import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PronunciationAnalysis } from '@parla/contract';
import type { ApiError } from '../errors/api-error.js';
import { asApiError } from '../state/as-api-error.js';
import { checkPracticeText, PRONUNCIATION_TEXT_MAX_LENGTH } from './practice-text.js';
import type { PracticeTextError } from './practice-text.js';
import { createRecorder } from './recorder.js';
import type { Recorder, RecorderErrorCode, VoiceClient } from './types.js';

/** What went wrong with a pronunciation practice: the recorder's code, the scoring call's error, or a refused text. */
export type PronunciationPracticeError = { kind: 'recorder'; code: RecorderErrorCode } | { kind: 'api'; error: ApiError } | PracticeTextError;

/** Where a pronunciation practice is. */
export type PronunciationPracticeState =
  | { status: 'idle' }
  | { status: 'recording' }
  | { status: 'scoring' }
  | { status: 'result'; result: PronunciationAnalysis }
  | { status: 'error'; error: PronunciationPracticeError };

/** Options of {@link createPronunciationPractice}. */
export interface PronunciationPracticeOptions {
  /** Sends `voice.pronunciation` (its rate limit and the voice quota apply). */
  client: VoiceClient;
  /** The recorder; watch its `$state` for the level and the time. Default `createRecorder()`, released by `destroy()`. */
  recorder?: Recorder;
}

/** Record → score for a reference text. */
export interface PronunciationPractice {
  /** `idle`, `recording`, `scoring`, then `result` or `error`. */
  readonly $state: ReadableAtom<PronunciationPracticeState>;
  /**
   * Records the learner reading `referenceText` (trimmed; 1–500 characters, else error `invalid` without recording),
   * then scores it in `languageCode`. Resolves with the analysis, or null when it failed (see `$state`), was cancelled
   * or superseded by a newer `start`.
   */
  start(referenceText: string, languageCode: string): Promise<PronunciationAnalysis | null>;
  /** Ends the recording now and scores it. */
  stop(): void;
  /** Drops the recording or aborts the scoring; back to `idle`. */
  cancel(): void;
  /** Cancels; a recorder made by the practice is released. The practice is not used afterwards. */
  destroy(): void;
}

/**
 * Creates a pronunciation practice: records the learner with `recorder`, then scores the recording against the text
 * with `client.voice.pronunciation`. A newer `start` aborts the older run.
 * @example
 * const practice = createPronunciationPractice({ client, recorder });
 * practice.$state.subscribe((state) => render(state));
 * void practice.start('Hola, ¿qué tal?', 'es'); // practice.stop() ends the recording and scores it
 */
export function createPronunciationPractice(options: PronunciationPracticeOptions): PronunciationPractice {
  const { client } = options;
  const recorder = options.recorder ?? createRecorder();
  const ownsRecorder = options.recorder === undefined;
  const $state = atom<PronunciationPracticeState>({ status: 'idle' });
  let run: AbortController | null = null;
  let destroyed = false;

  function abortRun(): void {
    if (run) {
      const current = run;
      run = null;
      current.abort();
      if ($state.get().status === 'recording') {
        recorder.cancel();
      }
    }
  }

  async function start(referenceText: string, languageCode: string): Promise<PronunciationAnalysis | null> {
    if (destroyed) {
      return null;
    }
    abortRun();
    const checked = checkPracticeText(referenceText, PRONUNCIATION_TEXT_MAX_LENGTH);
    if ('kind' in checked) {
      $state.set({ status: 'error', error: checked });
      return null;
    }
    const controller = new AbortController();
    run = controller;
    $state.set({ status: 'recording' });
    const audio = await recorder.record({ signal: controller.signal });
    if (run !== controller) {
      return null;
    }
    if (!audio) {
      run = null;
      const code = recorder.$state.get().error;
      $state.set(code ? { status: 'error', error: { kind: 'recorder', code } } : { status: 'idle' });
      return null;
    }
    $state.set({ status: 'scoring' });
    try {
      const result = await client.voice.pronunciation(
        { audio_data: audio.audioBase64, sample_rate: audio.sampleRate, language_code: languageCode, reference_text: checked.text },
        { signal: controller.signal },
      );
      if (run !== controller) {
        return null;
      }
      run = null;
      $state.set({ status: 'result', result });
      return result;
    } catch (error) {
      if (run !== controller) {
        return null;
      }
      run = null;
      $state.set({ status: 'error', error: { kind: 'api', error: asApiError(error) } });
      return null;
    }
  }

  return {
    $state,
    start,
    stop() {
      if (run && $state.get().status === 'recording') {
        recorder.stop();
      }
    },
    cancel() {
      abortRun();
      $state.set({ status: 'idle' });
    },
    destroy() {
      destroyed = true;
      abortRun();
      if (ownsRecorder) {
        recorder.destroy();
      }
      $state.set({ status: 'idle' });
    },
  };
}
