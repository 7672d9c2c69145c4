import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { MicVadInstance } from './vad-module.js';
import { VAD_FRAME_MS, VAD_MODEL, frameProcessorOptions, moduleLoader, normaliseAssetBase, ortConfigurer } from './vad-options.js';
import type { VadOptions } from './vad-options.js';
import { createSegmentTracker } from './vad-segments.js';
import type { VadSegment } from './vad-segments.js';

/** What the live detector shows: whether it listens, the last frame's speech probability, and the segments so far. */
export interface LiveVadState {
  status: 'idle' | 'loading' | 'listening' | 'paused' | 'error';
  /** Speech probability of the last frame, 0..1. */
  probability: number;
  /** Whether a speech segment is open. */
  speaking: boolean;
  /** Closed segments, in ms of listening time, oldest first. */
  segments: readonly VadSegment[];
  /** Why loading or the microphone failed, when `status` is `error`. */
  error: string | null;
}

/** Options of {@link createLiveVad}. */
export interface LiveVadOptions extends VadOptions {
  /** The microphone stream. Default: vad-web's own `getUserMedia` request (stopped on pause, asked again on start). */
  getStream?: () => Promise<MediaStream>;
}

/** A voice-activity detector on the microphone, for the live debug page. */
export interface LiveVad {
  readonly $state: ReadableAtom<LiveVadState>;
  /** Loads the model on first use, then listens. */
  start(): Promise<void>;
  /** Stops listening (and releases the microphone); an open segment is dropped. */
  pause(): Promise<void>;
  /** Releases the model and the microphone; the detector cannot start again. */
  destroy(): Promise<void>;
}

const IDLE: LiveVadState = { status: 'idle', probability: 0, speaking: false, segments: [], error: null };

/**
 * Creates a live voice-activity detector: speech probability per frame and the detected segments, in a nanostores atom.
 * @example
 * const vad = createLiveVad({ assetBase: new URL('vad/', document.baseURI).href });
 * vad.$state.subscribe((state) => console.log(state.probability, state.segments));
 * await vad.start();
 */
export function createLiveVad(options: LiveVadOptions): LiveVad {
  const loadModule = moduleLoader(options);
  const assetBase = normaliseAssetBase(options.assetBase);
  const $state = atom<LiveVadState>(IDLE);
  const tracker = createSegmentTracker(VAD_FRAME_MS);
  let vad: MicVadInstance | null = null;
  let loading: Promise<MicVadInstance> | null = null;
  let destroyed = false;

  const update = (patch: Partial<LiveVadState>) => {
    $state.set({ ...$state.get(), ...patch });
  };

  const fail = (error: unknown) => {
    update({ status: 'error', speaking: false, probability: 0, error: error instanceof Error ? error.message : String(error) });
  };

  const load = async (): Promise<MicVadInstance> => {
    const module = await loadModule();
    return module.MicVAD.new({
      ...frameProcessorOptions(options),
      model: VAD_MODEL,
      baseAssetPath: assetBase,
      onnxWASMBasePath: assetBase,
      ortConfig: ortConfigurer(assetBase),
      startOnLoad: false,
      ...(options.getStream ? { getStream: options.getStream, resumeStream: () => options.getStream!() } : {}),
      onFrameProcessed: (probabilities) => {
        tracker.frame();
        update({ probability: probabilities.isSpeech });
      },
      onSpeechStart: () => {
        tracker.speechStart();
        update({ speaking: true });
      },
      onSpeechRealStart: () => undefined,
      onVADMisfire: () => {
        tracker.misfire();
        update({ speaking: false });
      },
      onSpeechEnd: () => {
        tracker.speechEnd();
        update({ speaking: false, segments: [...tracker.segments()] });
      },
    });
  };

  return {
    $state,
    async start() {
      const status = $state.get().status;
      if (destroyed || status === 'listening' || status === 'loading') {
        return;
      }
      update({ status: 'loading', error: null });
      try {
        loading ??= load();
        vad = await loading;
        if (destroyed) {
          await vad.destroy();
          return;
        }
        await vad.start();
        update({ status: 'listening' });
      } catch (error) {
        loading = null;
        fail(error);
      }
    },
    async pause() {
      if (!vad || $state.get().status !== 'listening') {
        return;
      }
      await vad.pause();
      tracker.misfire();
      update({ status: 'paused', speaking: false, probability: 0 });
    },
    async destroy() {
      if (destroyed) {
        return;
      }
      destroyed = true;
      const current = vad;
      vad = null;
      if (current && $state.get().status !== 'idle') {
        try {
          await current.destroy();
        } catch (error) {
          console.warn('Releasing the voice-activity detector failed.', error);
        }
      }
      update({ status: 'idle', speaking: false, probability: 0 });
    },
  };
}
