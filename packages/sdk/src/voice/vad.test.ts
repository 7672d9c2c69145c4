import { describe, expect, it, vi } from 'vitest';
import { createLiveVad } from './vad-live.js';
import { createVadEndOfTurn } from './vad-end-of-turn.js';
import { detectSpeechSegments } from './vad-detect.js';
import type { MicVadInstance, MicVadOptions, NonRealTimeVadOptions, VadModule, VadOrtEnvironment } from './vad-module.js';

/** A stand-in for `@ricky0123/vad-web`: records the options of each MicVAD and lets a test fire its callbacks. */
interface FakeVadModule {
  module: VadModule;
  /** Options each `MicVAD.new` received, oldest first. */
  micOptions: Array<Partial<MicVadOptions>>;
  /** Options each `NonRealTimeVAD.new` received. */
  nonRealTimeOptions: Array<Partial<NonRealTimeVadOptions>>;
  /** Calls made on the MicVAD instances: 'start', 'pause', 'destroy'. */
  calls: string[];
  /** Plays frames into the latest MicVAD as vad-web would: one probability per frame, with speech events from thresholds. */
  feed(probabilities: number[]): void;
}

/** Creates a {@link FakeVadModule}; `segments` are what `NonRealTimeVAD.run` yields. */
function createFakeVadModule(segments: Array<{ start: number; end: number }> = []): FakeVadModule {
  const micOptions: Array<Partial<MicVadOptions>> = [];
  const nonRealTimeOptions: Array<Partial<NonRealTimeVadOptions>> = [];
  const calls: string[] = [];
  let speaking = false;
  let silentFrames = 0;
  const module: VadModule = {
    MicVAD: {
      async new(options) {
        micOptions.push(options);
        const instance: MicVadInstance = {
          start: async () => {
            calls.push('start');
          },
          pause: async () => {
            calls.push('pause');
          },
          destroy: async () => {
            calls.push('destroy');
          },
        };
        if (options.startOnLoad) {
          await instance.start();
        }
        return instance;
      },
    },
    NonRealTimeVAD: {
      async new(options) {
        nonRealTimeOptions.push(options);
        return {
          async *run() {
            for (const segment of segments) {
              yield { audio: new Float32Array(0), ...segment };
            }
          },
        };
      },
    },
  };
  return {
    module,
    micOptions,
    nonRealTimeOptions,
    calls,
    feed(probabilities) {
      const options = micOptions.at(-1);
      if (!options) {
        throw new Error('No MicVAD was created.');
      }
      for (const probability of probabilities) {
        options.onFrameProcessed?.({ isSpeech: probability, notSpeech: 1 - probability }, new Float32Array(0));
        if (probability >= (options.positiveSpeechThreshold ?? 0.5)) {
          silentFrames = 0;
          if (!speaking) {
            speaking = true;
            options.onSpeechStart?.();
            options.onSpeechRealStart?.();
          }
        } else if (speaking && probability < (options.negativeSpeechThreshold ?? 0.35)) {
          silentFrames += 1;
          if (silentFrames >= 3) {
            speaking = false;
            silentFrames = 0;
            options.onSpeechEnd?.(new Float32Array(0));
          }
        }
      }
    },
  };
}

const stream = { id: 'microphone' } as unknown as MediaStream;
const SPEECH = [0.9, 0.95, 0.9, 0.92, 0.9];
const SILENCE = [0.05, 0.05, 0.05];

describe('createVadEndOfTurn', () => {
  it('watches the given stream with our own asset folder and the legacy model, never stopping its tracks', async () => {
    const fake = createFakeVadModule();
    const detector = createVadEndOfTurn({ assetBase: 'https://app.test/tutor/vad', loadModule: async () => fake.module });
    await detector.watch(stream, () => undefined);
    const options = fake.micOptions[0]!;
    expect(options.baseAssetPath).toBe('https://app.test/tutor/vad/');
    expect(options.onnxWASMBasePath).toBe('https://app.test/tutor/vad/');
    expect(options.model).toBe('legacy');
    expect(options.redemptionMs).toBe(1000);
    expect(await options.getStream?.()).toBe(stream);
    expect(await options.resumeStream?.(stream)).toBe(stream);
    const track = { stop: vi.fn() };
    await options.pauseStream?.({ getTracks: () => [track] } as unknown as MediaStream);
    expect(track.stop).not.toHaveBeenCalled();
    const ort: VadOrtEnvironment = { env: { wasm: {} } };
    options.ortConfig?.(ort);
    expect(ort.env.wasm.wasmPaths).toBe('https://app.test/tutor/vad/');
    expect(fake.calls).toEqual(['start']);
  });

  describe('when the learner speaks and then pauses', () => {
    it('calls onEnd once, after the speech ended, not before', async () => {
      const fake = createFakeVadModule();
      const onEnd = vi.fn();
      await createVadEndOfTurn({ assetBase: '/vad/', loadModule: async () => fake.module }).watch(stream, onEnd);
      fake.feed(SILENCE);
      expect(onEnd).not.toHaveBeenCalled();
      fake.feed(SPEECH);
      expect(onEnd).not.toHaveBeenCalled();
      fake.feed(SILENCE);
      expect(onEnd).toHaveBeenCalledTimes(1);
      fake.feed([...SPEECH, ...SILENCE]);
      expect(onEnd).toHaveBeenCalledTimes(1);
    });
  });

  describe('when stopped before the learner has spoken', () => {
    it('releases the detector once and never calls onEnd', async () => {
      const fake = createFakeVadModule();
      const onEnd = vi.fn();
      const stop = await createVadEndOfTurn({ assetBase: '/vad/', loadModule: async () => fake.module }).watch(stream, onEnd);
      stop();
      stop();
      fake.feed([...SPEECH, ...SILENCE]);
      expect(onEnd).not.toHaveBeenCalled();
      expect(fake.calls).toEqual(['start', 'destroy']);
    });
  });

  describe('when preloaded', () => {
    it('loads the model once, with our model file, however often it is asked', async () => {
      const fake = createFakeVadModule();
      const loadModule = vi.fn(async () => fake.module);
      const detector = createVadEndOfTurn({ assetBase: 'https://app.test/vad/', loadModule });
      await Promise.all([detector.preload(), detector.preload()]);
      await detector.preload();
      expect(fake.nonRealTimeOptions).toHaveLength(1);
      expect(fake.nonRealTimeOptions[0]?.modelURL).toBe('https://app.test/vad/silero_vad_legacy.onnx');
      expect(loadModule).toHaveBeenCalledTimes(1);
    });

    it('tries again after a failed preload', async () => {
      const fake = createFakeVadModule();
      const loadModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fake.module);
      const detector = createVadEndOfTurn({ assetBase: '/vad/', loadModule });
      await expect(detector.preload()).rejects.toThrow('offline');
      await detector.preload();
      expect(fake.nonRealTimeOptions).toHaveLength(1);
    });
  });

  describe('when vad-web cannot be loaded', () => {
    it('rejects, so the recorder goes on without hands-free', async () => {
      const detector = createVadEndOfTurn({ assetBase: '/vad/', loadModule: () => Promise.reject(new Error('offline')) });
      await expect(detector.watch(stream, () => undefined)).rejects.toThrow('offline');
    });
  });
});

describe('createLiveVad', () => {
  it('loads on start, shows each frame probability, and lists segments timed in frames of 96 ms', async () => {
    const fake = createFakeVadModule();
    const vad = createLiveVad({ assetBase: '/vad/', loadModule: async () => fake.module });
    expect(vad.$state.get()).toMatchObject({ status: 'idle', segments: [] });
    await vad.start();
    expect(vad.$state.get().status).toBe('listening');
    expect(fake.micOptions[0]?.startOnLoad).toBe(false);
    fake.feed([0.1, 0.2]);
    expect(vad.$state.get()).toMatchObject({ probability: 0.2, speaking: false });
    fake.feed([0.8, 0.9]);
    expect(vad.$state.get()).toMatchObject({ probability: 0.9, speaking: true, segments: [] });
    fake.feed(SILENCE);
    expect(vad.$state.get().speaking).toBe(false);
    // Speech began at frame 2 (192 ms); the third silent frame (frame 6) closed it at 7 × 96 ms.
    expect(vad.$state.get().segments).toEqual([{ startMs: 192, endMs: 672 }]);
  });

  it('pauses, drops the open segment, and resumes with the same model', async () => {
    const fake = createFakeVadModule();
    const vad = createLiveVad({ assetBase: '/vad/', loadModule: async () => fake.module });
    await vad.start();
    fake.feed([0.9]);
    await vad.pause();
    expect(vad.$state.get()).toMatchObject({ status: 'paused', speaking: false, probability: 0 });
    await vad.start();
    expect(fake.micOptions).toHaveLength(1);
    expect(fake.calls).toEqual(['start', 'pause', 'start']);
    await vad.destroy();
    expect(fake.calls.at(-1)).toBe('destroy');
    expect(vad.$state.get().status).toBe('idle');
  });

  it('reports a failed load as an error with its message', async () => {
    const vad = createLiveVad({ assetBase: '/vad/', loadModule: () => Promise.reject(new Error('model 404')) });
    await vad.start();
    expect(vad.$state.get()).toMatchObject({ status: 'error', error: 'model 404' });
  });

  it('uses a given microphone stream getter', async () => {
    const fake = createFakeVadModule();
    const getStream = vi.fn(async () => stream);
    await createLiveVad({ assetBase: '/vad/', getStream, loadModule: async () => fake.module }).start();
    expect(await fake.micOptions[0]?.getStream?.()).toBe(stream);
    expect(await fake.micOptions[0]?.resumeStream?.(stream)).toBe(stream);
    expect(getStream).toHaveBeenCalledTimes(2);
  });
});

describe('detectSpeechSegments', () => {
  it('runs NonRealTimeVAD on our model file and returns whole-millisecond segments', async () => {
    const fake = createFakeVadModule([
      { start: 288.4, end: 1440 },
      { start: 2304, end: 3359.6 },
    ]);
    const segments = await detectSpeechSegments(new Float32Array(16_000), 16_000, {
      assetBase: 'https://app.test/vad',
      redemptionMs: 400,
      loadModule: async () => fake.module,
    });
    expect(segments).toEqual([
      { startMs: 288, endMs: 1440 },
      { startMs: 2304, endMs: 3360 },
    ]);
    expect(fake.nonRealTimeOptions[0]).toMatchObject({ modelURL: 'https://app.test/vad/silero_vad_legacy.onnx', redemptionMs: 400 });
  });
});
