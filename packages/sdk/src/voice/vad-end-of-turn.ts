import type { EndOfTurnDetector } from './types.js';
import { VAD_MODEL, VAD_MODEL_FILE, frameProcessorOptions, moduleLoader, normaliseAssetBase, ortConfigurer } from './vad-options.js';
import type { VadOptions } from './vad-options.js';

/** Options of {@link createVadEndOfTurn}: {@link VadOptions}; `redemptionMs` is the pause that ends the turn (default 1000). */
export type VadEndOfTurnOptions = VadOptions;

/** An {@link EndOfTurnDetector} that can load its model ahead of the first recording. */
export interface VadEndOfTurn extends EndOfTurnDetector {
  /**
   * Loads vad-web, starts onnxruntime-web and fetches the model now (once), so the first hands-free recording hears the
   * learner from its first word. Optional: `watch` loads whatever is missing. Rejects like `watch` when loading fails.
   */
  preload(): Promise<void>;
}

/**
 * Hands-free end of turn with Silero VAD: watches the recorder's stream and calls `onEnd` once, when speech has started
 * and then `redemptionMs` of silence followed. The stream stays the recorder's: the detector never stops its tracks.
 * `watch` rejects when vad-web or its files cannot be loaded, so the caller can keep recording without it.
 * @example
 * const handsFree = createVadEndOfTurn({ assetBase: new URL('vad/', document.baseURI).href });
 * void handsFree.preload(); // optional: when the learner turns hands-free on
 * const transcript = await voiceInput.capture({ languageCode: 'en-US', handsFree });
 */
export function createVadEndOfTurn(options: VadEndOfTurnOptions): VadEndOfTurn {
  const loadModule = moduleLoader(options);
  const assetBase = normaliseAssetBase(options.assetBase);
  let preloading: Promise<void> | null = null;
  return {
    preload() {
      preloading ??= loadModule()
        .then((module) =>
          module.NonRealTimeVAD.new({ ...frameProcessorOptions(options, 1000), modelURL: `${assetBase}${VAD_MODEL_FILE}`, ortConfig: ortConfigurer(assetBase) }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            preloading = null;
            throw error;
          },
        );
      return preloading;
    },
    async watch(stream, onEnd) {
      const module = await loadModule();
      let finished = false;
      const vad = await module.MicVAD.new({
        ...frameProcessorOptions(options, 1000),
        model: VAD_MODEL,
        baseAssetPath: assetBase,
        onnxWASMBasePath: assetBase,
        ortConfig: ortConfigurer(assetBase),
        startOnLoad: true,
        getStream: () => Promise.resolve(stream),
        pauseStream: () => Promise.resolve(),
        resumeStream: () => Promise.resolve(stream),
        onFrameProcessed: () => undefined,
        onSpeechStart: () => undefined,
        onSpeechRealStart: () => undefined,
        onVADMisfire: () => undefined,
        onSpeechEnd: () => {
          if (finished) {
            return;
          }
          finished = true;
          onEnd();
        },
      });
      let stopped = false;
      return () => {
        if (stopped) {
          return;
        }
        stopped = true;
        finished = true;
        vad.destroy().catch((error: unknown) => console.warn('Stopping the voice-activity detector failed.', error));
      };
    },
  };
}
