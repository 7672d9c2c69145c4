import type { MediaPort } from '../voice/types.js';

/** A fake microphone for tests: it has said `ms` of a steady 48 kHz tone by the time it is opened, and counts closes. */
export function speakingMicrophone(ms = 800): MediaPort & { closed: number } {
  const media = {
    closed: 0,
    async open({ onSamples }: { sampleRate: number; onSamples: (chunk: Float32Array) => void }) {
      queueMicrotask(() => onSamples(new Float32Array((48_000 * ms) / 1000).fill(0.3)));
      return {
        sampleRate: 48_000,
        stream: {} as MediaStream,
        close: () => {
          media.closed += 1;
        },
      };
    },
  };
  return media;
}
