import type { VadFrameProcessorOptions, VadModule, VadOrtEnvironment } from './vad-module.js';
import { importVadWeb } from './vad-module.js';

/** The Silero model every VAD of the SDK runs: vad-web's `NonRealTimeVAD` only runs this one, so the live detector matches. */
export const VAD_MODEL = 'legacy';

/** The file of {@link VAD_MODEL}. */
export const VAD_MODEL_FILE = 'silero_vad_legacy.onnx';

/**
 * The files a page must serve from `assetBase` (never a CDN): vad-web's audio worklet, the Silero model, and
 * onnxruntime-web's wasm runtime (the single-backend `onnxruntime-web/wasm` build; see the README for bundler setup).
 */
export const VAD_ASSET_FILES = [
  'vad.worklet.bundle.min.js',
  'silero_vad_legacy.onnx',
  'ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.wasm',
] as const;

/** Audio of the legacy Silero model: 1536 samples at 16 kHz per frame. */
export const VAD_FRAME_MS = 1536 / 16;

/** Options shared by every voice-activity detector of the SDK. */
export interface VadOptions {
  /** URL of the folder serving {@link VAD_ASSET_FILES}, e.g. `new URL('vad/', document.baseURI).href`. A trailing `/` is added. */
  assetBase: string;
  /** Probability at or above which a frame is speech. Default 0.5. */
  positiveSpeechThreshold?: number;
  /** Probability below which a frame is silence. Default 0.35. */
  negativeSpeechThreshold?: number;
  /** Silence that ends a segment, in ms. Default 600 (the end-of-turn detector: 1000). */
  redemptionMs?: number;
  /** Shorter speech is a misfire, not a segment, in ms. Default 250. */
  minSpeechMs?: number;
  /** Loads vad-web. Default: `import('@ricky0123/vad-web')`; tests inject a fake. */
  loadModule?: () => Promise<VadModule>;
}

/** `assetBase` with exactly one trailing slash, so file names can be appended. */
export function normaliseAssetBase(assetBase: string): string {
  return assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
}

/** The frame-processor settings for `options`, with the SDK's defaults (`redemptionMs` defaults to `defaultRedemptionMs`). */
export function frameProcessorOptions(options: VadOptions, defaultRedemptionMs = 600): VadFrameProcessorOptions {
  return {
    positiveSpeechThreshold: options.positiveSpeechThreshold ?? 0.5,
    negativeSpeechThreshold: options.negativeSpeechThreshold ?? 0.35,
    redemptionMs: options.redemptionMs ?? defaultRedemptionMs,
    preSpeechPadMs: 0,
    minSpeechMs: options.minSpeechMs ?? 250,
    submitUserSpeechOnPause: false,
  };
}

/** Points onnxruntime-web at our own copy of its runtime files and keeps its console quiet. */
export function ortConfigurer(assetBase: string): (ort: VadOrtEnvironment) => void {
  const base = normaliseAssetBase(assetBase);
  return (ort) => {
    ort.env.wasm.wasmPaths = base;
    ort.env.logLevel = 'error';
  };
}

/** The module loader of `options` (vad-web by default). */
export function moduleLoader(options: VadOptions): () => Promise<VadModule> {
  return options.loadModule ?? importVadWeb;
}
