import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../ports.js';
import { base64ToBytes } from './base64.js';
import { createRecorder } from './recorder.js';
import type { AudioCapture, EndOfTurnDetector, MediaPort } from './types.js';
import { decodeWav } from './wav.js';

/** A microphone the test speaks into by hand. */
function fakeMedia(options: { sampleRate?: number; failWith?: string } = {}) {
  const captures: Array<{ push: (chunk: Float32Array) => void; closed: number; stream: MediaStream }> = [];
  let release: (() => void) | null = null;
  let holdOpen = false;
  const media: MediaPort = {
    async open({ onSamples }) {
      if (options.failWith) {
        throw Object.assign(new Error('refused'), { name: options.failWith });
      }
      if (holdOpen) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      const entry = { push: onSamples, closed: 0, stream: { id: `stream-${captures.length}` } as unknown as MediaStream };
      captures.push(entry);
      const capture: AudioCapture = {
        sampleRate: options.sampleRate ?? 48_000,
        stream: entry.stream,
        close: () => {
          entry.closed += 1;
        },
      };
      return capture;
    },
  };
  return {
    media,
    captures,
    /** The latest open microphone. */
    get current() {
      const capture = captures.at(-1);
      if (!capture) {
        throw new Error('The microphone was not opened.');
      }
      return capture;
    },
    /** Makes `open` wait until `grant()`. */
    holdPermission() {
      holdOpen = true;
    },
    grant() {
      release?.();
    },
  };
}

/** `ms` of a constant level at `rate`. */
function constant(value: number, ms: number, rate = 48_000): Float32Array {
  return new Float32Array(Math.round((rate * ms) / 1000)).fill(value);
}

/** Lets the recorder's awaited `open` settle. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('when recording', () => {
  it('asks for the microphone, then records', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });

    void recorder.record();
    expect(recorder.$state.get().status).toBe('requesting');
    await settle();

    expect(recorder.$state.get()).toEqual({ status: 'recording', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null });
  });

  it('reports the RMS level of each 50 ms for the level meter', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    void recorder.record();
    await settle();

    microphone.current.push(constant(0.5, 30));
    expect(recorder.$state.get().level).toBe(0);
    microphone.current.push(constant(0.5, 20));
    expect(recorder.$state.get().level).toBeCloseTo(0.5, 5);
    microphone.current.push(constant(-0.1, 50));
    expect(recorder.$state.get().level).toBeCloseTo(0.1, 5);
  });

  it('updates the elapsed time every 100 ms', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    void recorder.record();
    await settle();

    await vi.advanceTimersByTimeAsync(250);

    expect(recorder.$state.get().elapsedMs).toBe(200);
  });

  it('stops by itself at the maximum length and resolves with the audio', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock, maxDurationMs: 1000 });
    const recording = recorder.record();
    await settle();
    microphone.current.push(constant(0.2, 1000));

    await vi.advanceTimersByTimeAsync(999);
    expect(microphone.current.closed).toBe(0);
    await vi.advanceTimersByTimeAsync(1);

    const audio = await recording;
    expect(audio?.durationMs).toBe(1000);
    expect(microphone.current.closed).toBe(1);
    expect(recorder.$state.get().status).toBe('idle');
  });
});

describe('when the recording is stopped', () => {
  it('resolves with 48 kHz mono WAV as base64, the samples and the duration', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    const recording = recorder.record();
    await settle();
    microphone.current.push(constant(0.25, 250));
    microphone.current.push(constant(-0.25, 250));

    recorder.stop();
    const audio = await recording;

    expect(audio?.sampleRate).toBe(48_000);
    expect(audio?.durationMs).toBe(500);
    expect(audio?.samples.length).toBe(24_000);
    const bytes = base64ToBytes(audio?.audioBase64 ?? '');
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
    const wav = decodeWav(bytes);
    expect(wav.sampleRate).toBe(48_000);
    expect(wav.samples.length).toBe(24_000);
    expect(wav.samples[0]).toBeCloseTo(0.25, 3);
    expect(wav.samples[23_999]).toBeCloseTo(-0.25, 3);
    expect(microphone.current.closed).toBe(1);
  });

  it('resamples a microphone that runs at another rate to 48 kHz', async () => {
    const microphone = fakeMedia({ sampleRate: 44_100 });
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    const recording = recorder.record();
    await settle();
    microphone.current.push(constant(0.5, 1000, 44_100));

    recorder.stop();
    const audio = await recording;

    expect(audio?.sampleRate).toBe(48_000);
    expect(audio?.samples.length).toBe(48_000);
    expect(audio?.durationMs).toBe(1000);
    expect(decodeWav(base64ToBytes(audio?.audioBase64 ?? '')).sampleRate).toBe(48_000);
  });

  it('ends with error too-short when less than the minimum was recorded', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock, minDurationMs: 300 });
    const recording = recorder.record();
    await settle();
    microphone.current.push(constant(0.5, 200));

    recorder.stop();

    expect(await recording).toBeNull();
    expect(recorder.$state.get()).toMatchObject({ status: 'error', error: 'too-short' });
    expect(microphone.current.closed).toBe(1);
  });

  it('stops when the end-of-turn detector hears the learner finish, and stops the detector', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    let endTurn: () => void = () => undefined;
    const stopWatching = vi.fn();
    const watched: MediaStream[] = [];
    const detector: EndOfTurnDetector = {
      watch: async (stream, onEnd) => {
        watched.push(stream);
        endTurn = onEnd;
        return stopWatching;
      },
    };
    const recording = recorder.record({ endOfTurn: detector });
    await settle();
    microphone.current.push(constant(0.3, 600));

    endTurn();
    const audio = await recording;

    expect(watched).toEqual([microphone.current.stream]);
    expect(audio?.durationMs).toBe(600);
    expect(stopWatching).toHaveBeenCalledTimes(1);
  });
});

describe('when the recording is cancelled', () => {
  it('resolves null, releases the microphone and goes back to idle', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    const recording = recorder.record();
    await settle();
    microphone.current.push(constant(0.5, 1000));

    recorder.cancel();

    expect(await recording).toBeNull();
    expect(microphone.current.closed).toBe(1);
    expect(recorder.$state.get()).toEqual({ status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null });
  });

  it('closes a microphone granted after the cancel', async () => {
    const microphone = fakeMedia();
    microphone.holdPermission();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    const recording = recorder.record();
    await settle();

    recorder.cancel();
    microphone.grant();
    await settle();

    expect(await recording).toBeNull();
    expect(microphone.current.closed).toBe(1);
    expect(recorder.$state.get().status).toBe('idle');
  });

  it('resolves null when the caller aborts its signal', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    const controller = new AbortController();
    const recording = recorder.record({ signal: controller.signal });
    await settle();
    microphone.current.push(constant(0.5, 1000));

    controller.abort();

    expect(await recording).toBeNull();
    expect(microphone.current.closed).toBe(1);
  });

  it('does not stop by itself afterwards', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock, maxDurationMs: 1000 });
    void recorder.record();
    await settle();
    recorder.cancel();

    await vi.advanceTimersByTimeAsync(5000);

    expect(recorder.$state.get().status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('when the microphone cannot be used', () => {
  it.each([
    ['NotAllowedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
    ['NotFoundError', 'no-microphone'],
    ['NotSupportedError', 'unsupported'],
    ['AbortError', 'failed'],
  ] as const)('a %s gives error %s', async (name, code) => {
    const microphone = fakeMedia({ failWith: name });
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });

    const audio = await recorder.record();

    expect(audio).toBeNull();
    expect(recorder.$state.get()).toMatchObject({ status: 'error', error: code });
  });
});

describe('when the recorder is destroyed', () => {
  it('cancels the recording and records nothing more', async () => {
    const microphone = fakeMedia();
    const recorder = createRecorder({ media: microphone.media, clock: systemClock });
    const recording = recorder.record();
    await settle();

    recorder.destroy();

    expect(await recording).toBeNull();
    expect(microphone.current.closed).toBe(1);
    expect(await recorder.record()).toBeNull();
    expect(microphone.captures).toHaveLength(1);
  });
});
