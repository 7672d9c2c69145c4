import { atom } from 'nanostores';
import type { ApiError } from '../errors/api-error.js';
import { asApiError } from '../state/as-api-error.js';
import { createRecorder } from './recorder.js';
import type { CaptureOptions, VoiceInput, VoiceInputOptions, VoiceInputState } from './types.js';

/** Longest conversation context the transcribe call accepts. */
const MAX_CONTEXT_LENGTH = 2000;

/**
 * Creates voice input: records the learner and transcribes the recording with the client (its `transcribe` rate limit
 * and the voice quota apply; a refusal lands in `$state.error` as `{ kind: 'api' }`).
 * @example
 * const voiceInput = createVoiceInput({ client });
 * const text = await voiceInput.capture({ languageCode: 'es-ES' }); // voiceInput.stop() ends the recording
 * if (text) await chat.send(text);
 */
export function createVoiceInput(options: VoiceInputOptions): VoiceInput {
  const { client } = options;
  const recorder = options.recorder ?? createRecorder();
  const ownsRecorder = options.recorder === undefined;

  const $state = atom<VoiceInputState>({ status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: recorder.$state.get().maxDurationMs, error: null });
  let transcription: { controller: AbortController; recordedMs: number } | null = null;
  let apiError: ApiError | null = null;
  let captureCount = 0;
  let destroyed = false;

  function sync(): void {
    const recorderState = recorder.$state.get();
    const { maxDurationMs } = recorderState;
    if (transcription) {
      $state.set({ status: 'transcribing', level: 0, elapsedMs: transcription.recordedMs, maxDurationMs, error: null });
    } else if (apiError && recorderState.status === 'idle') {
      $state.set({ status: 'error', level: 0, elapsedMs: 0, maxDurationMs, error: { kind: 'api', error: apiError } });
    } else {
      $state.set({
        status: recorderState.status,
        level: recorderState.level,
        elapsedMs: recorderState.elapsedMs,
        maxDurationMs,
        error: recorderState.error ? { kind: 'recorder', code: recorderState.error } : null,
      });
    }
  }

  const unsubscribe = recorder.$state.listen(sync);

  function abortTranscription(): void {
    if (transcription) {
      const { controller } = transcription;
      transcription = null;
      controller.abort();
    }
  }

  async function capture(captureOptions: CaptureOptions): Promise<string | null> {
    if (destroyed) {
      return null;
    }
    abortTranscription();
    apiError = null;
    captureCount += 1;
    const current = captureCount;
    sync();
    const audio = await recorder.record(captureOptions.handsFree ? { endOfTurn: captureOptions.handsFree } : {});
    if (!audio || current !== captureCount || destroyed) {
      return null;
    }
    const controller = new AbortController();
    const pending = { controller, recordedMs: audio.durationMs };
    transcription = pending;
    sync();
    const context = captureOptions.context?.slice(-MAX_CONTEXT_LENGTH);
    try {
      const result = await client.voice.transcribe(
        {
          audio_data: audio.audioBase64,
          language_code: captureOptions.languageCode,
          sample_rate: audio.sampleRate,
          ...(context ? { conversation_context: context } : {}),
        },
        { signal: controller.signal },
      );
      if (transcription !== pending) {
        return null;
      }
      transcription = null;
      sync();
      const transcript = result.transcript.trim();
      return transcript === '' ? null : transcript;
    } catch (error) {
      if (transcription !== pending) {
        return null;
      }
      transcription = null;
      apiError = asApiError(error);
      sync();
      return null;
    }
  }

  return {
    $state,
    capture,
    stop() {
      recorder.stop();
    },
    cancel() {
      if (transcription) {
        abortTranscription();
        sync();
      } else {
        recorder.cancel();
      }
    },
    destroy() {
      destroyed = true;
      abortTranscription();
      unsubscribe();
      if (ownsRecorder) {
        recorder.destroy();
      } else {
        recorder.cancel();
      }
      sync();
    },
  };
}
