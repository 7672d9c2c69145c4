import { VAD_MODEL_FILE, frameProcessorOptions, moduleLoader, normaliseAssetBase, ortConfigurer } from './vad-options.js';
import type { VadOptions } from './vad-options.js';
import type { VadSegment } from './vad-segments.js';

/**
 * Finds the speech segments of a recording with Silero VAD (vad-web's `NonRealTimeVAD`), in ms from its start.
 * Any sample rate works: vad-web resamples to 16 kHz.
 * @example
 * const { samples, sampleRate } = decodeWav(new Uint8Array(await (await fetch('speech.wav')).arrayBuffer()));
 * const segments = await detectSpeechSegments(samples, sampleRate, { assetBase: new URL('vad/', document.baseURI).href });
 */
export async function detectSpeechSegments(samples: Float32Array, sampleRate: number, options: VadOptions): Promise<VadSegment[]> {
  const module = await moduleLoader(options)();
  const assetBase = normaliseAssetBase(options.assetBase);
  const vad = await module.NonRealTimeVAD.new({
    ...frameProcessorOptions(options),
    modelURL: `${assetBase}${VAD_MODEL_FILE}`,
    ortConfig: ortConfigurer(assetBase),
  });
  const segments: VadSegment[] = [];
  for await (const segment of vad.run(samples, sampleRate)) {
    segments.push({ startMs: Math.round(segment.start), endMs: Math.round(segment.end) });
  }
  return segments;
}
