import { atom } from 'nanostores';
import { AUDIO_SAMPLE_RATE } from '@parla/contract/constants';
import { systemClock } from '../ports.js';
import { bytesToBase64 } from './base64.js';
import { browserMedia } from './browser-media.js';
import { recorderErrorCode } from './recorder-error-code.js';
import { resample } from './resample.js';
import type { AudioCapture, EndOfTurnDetector, RecordedAudio, Recorder, RecorderErrorCode, RecorderOptions, RecorderState } from './types.js';
import { encodeWav } from './wav.js';

/** Default longest recording. */
const DEFAULT_MAX_DURATION_MS = 60_000;
/** Default shortest recording that is kept. */
const DEFAULT_MIN_DURATION_MS = 300;
/** The level meter shows the RMS of this much audio. */
const LEVEL_WINDOW_MS = 50;
/** `elapsedMs` is updated this often. */
const ELAPSED_INTERVAL_MS = 100;

/** One call of `record`, from asking for the microphone to the result. */
interface Session {
  resolve: (audio: RecordedAudio | null) => void;
  done: boolean;
  capture: AudioCapture | null;
  chunks: Float32Array[];
  startedAt: number;
  levelSquares: number;
  levelCount: number;
  maxTimer: unknown;
  elapsedTimer: unknown;
  stopDetector: (() => void) | null;
  detachSignal: () => void;
}

function concatenate(chunks: readonly Float32Array[]): Float32Array {
  const length = chunks.reduce((total, chunk) => total + chunk.length, 0);
  const samples = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return samples;
}

/**
 * Creates a microphone recorder that produces 48 kHz mono PCM and its base64 WAV, with a level meter, a maximum length and cancel.
 * @example
 * const recorder = createRecorder({ maxDurationMs: 30_000 });
 * recorder.$state.subscribe((state) => meter.style.setProperty('--level', String(state.level)));
 * const audio = await recorder.record(); // recorder.stop() elsewhere ends it
 * if (audio) await client.voice.transcribe({ audio_data: audio.audioBase64, sample_rate: audio.sampleRate, language_code: 'es-ES' });
 */
export function createRecorder(options: RecorderOptions = {}): Recorder {
  const sampleRate = options.sampleRate ?? AUDIO_SAMPLE_RATE;
  const maxDurationMs = options.maxDurationMs ?? DEFAULT_MAX_DURATION_MS;
  const minDurationMs = options.minDurationMs ?? DEFAULT_MIN_DURATION_MS;
  const clock = options.clock ?? systemClock;
  let media = options.media;

  const idleState: RecorderState = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs, error: null };
  const $state = atom<RecorderState>(idleState);
  let active: Session | null = null;
  let destroyed = false;

  function update(patch: Partial<RecorderState>): void {
    $state.set({ ...$state.get(), ...patch });
  }

  /** Ends a session: timers, detector and microphone released; returns false when it had ended already. */
  function release(session: Session): boolean {
    if (session.done) {
      return false;
    }
    session.done = true;
    if (active === session) {
      active = null;
    }
    clock.clearTimeout(session.maxTimer);
    clock.clearInterval(session.elapsedTimer);
    session.stopDetector?.();
    session.stopDetector = null;
    session.capture?.close();
    session.detachSignal();
    return true;
  }

  function cancelSession(session: Session): void {
    if (release(session)) {
      $state.set(idleState);
      session.resolve(null);
    }
  }

  function failSession(session: Session, code: RecorderErrorCode): void {
    if (release(session)) {
      $state.set({ ...idleState, status: 'error', error: code });
      session.resolve(null);
    }
  }

  function stopSession(session: Session): void {
    const capture = session.capture;
    if (!capture) {
      cancelSession(session);
      return;
    }
    if (!release(session)) {
      return;
    }
    const captured = concatenate(session.chunks);
    const samples = capture.sampleRate === sampleRate ? captured : resample(captured, capture.sampleRate, sampleRate);
    const durationMs = Math.round((samples.length / sampleRate) * 1000);
    if (durationMs < minDurationMs) {
      $state.set({ ...idleState, status: 'error', error: 'too-short' });
      session.resolve(null);
      return;
    }
    $state.set(idleState);
    session.resolve({ audioBase64: bytesToBase64(encodeWav(samples, sampleRate)), sampleRate, durationMs, samples });
  }

  function onSamples(session: Session, chunk: Float32Array): void {
    if (session.done) {
      return;
    }
    session.chunks.push(chunk.slice());
    for (const sample of chunk) {
      session.levelSquares += sample * sample;
    }
    session.levelCount += chunk.length;
    const windowSamples = ((session.capture?.sampleRate ?? sampleRate) * LEVEL_WINDOW_MS) / 1000;
    if (session.levelCount >= windowSamples) {
      update({ level: Math.min(1, Math.sqrt(session.levelSquares / session.levelCount)) });
      session.levelSquares = 0;
      session.levelCount = 0;
    }
  }

  async function start(session: Session, endOfTurn: EndOfTurnDetector | undefined): Promise<void> {
    let capture: AudioCapture;
    try {
      media ??= browserMedia();
      capture = await media.open({ sampleRate, onSamples: (chunk) => onSamples(session, chunk) });
    } catch (error) {
      failSession(session, recorderErrorCode(error));
      return;
    }
    if (session.done) {
      capture.close();
      return;
    }
    session.capture = capture;
    session.startedAt = clock.now();
    update({ status: 'recording' });
    session.maxTimer = clock.setTimeout(() => stopSession(session), maxDurationMs);
    session.elapsedTimer = clock.setInterval(() => {
      if (!session.done) {
        update({ elapsedMs: Math.min(maxDurationMs, clock.now() - session.startedAt) });
      }
    }, ELAPSED_INTERVAL_MS);
    if (!endOfTurn) {
      return;
    }
    try {
      const stopWatching = await endOfTurn.watch(capture.stream, () => stopSession(session));
      if (session.done) {
        stopWatching();
      } else {
        session.stopDetector = stopWatching;
      }
    } catch {
      // Without the detector the recording still ends by stop() or the maximum length.
    }
  }

  return {
    $state,
    record(recordOptions = {}) {
      if (active) {
        cancelSession(active);
      }
      if (destroyed) {
        return Promise.resolve(null);
      }
      const { signal, endOfTurn } = recordOptions;
      return new Promise<RecordedAudio | null>((resolve) => {
        const session: Session = {
          resolve,
          done: false,
          capture: null,
          chunks: [],
          startedAt: clock.now(),
          levelSquares: 0,
          levelCount: 0,
          maxTimer: undefined,
          elapsedTimer: undefined,
          stopDetector: null,
          detachSignal: () => undefined,
        };
        if (signal?.aborted) {
          resolve(null);
          return;
        }
        if (signal) {
          const onAbort = () => cancelSession(session);
          signal.addEventListener('abort', onAbort, { once: true });
          session.detachSignal = () => signal.removeEventListener('abort', onAbort);
        }
        active = session;
        $state.set({ ...idleState, status: 'requesting' });
        void start(session, endOfTurn);
      });
    },
    stop() {
      if (active) {
        stopSession(active);
      }
    },
    cancel() {
      if (active) {
        cancelSession(active);
      }
    },
    destroy() {
      destroyed = true;
      if (active) {
        cancelSession(active);
      }
    },
  };
}
