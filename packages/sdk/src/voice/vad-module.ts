/**
 * The part of `@ricky0123/vad-web` the SDK uses, typed structurally so the optional peer dependency never leaks into
 * the SDK's public types and tests can inject a fake.
 */

/** The speech probability the Silero model gives one frame. */
export interface VadFrameProbabilities {
  isSpeech: number;
  notSpeech: number;
}

/** The onnxruntime-web settings the SDK touches (where the `.wasm`/`.mjs` files are served, how much it logs). */
export interface VadOrtEnvironment {
  env: {
    logLevel?: 'verbose' | 'info' | 'warning' | 'error' | 'fatal';
    wasm: { wasmPaths?: unknown };
  };
}

/** Thresholds and timings of vad-web's frame processor. */
export interface VadFrameProcessorOptions {
  positiveSpeechThreshold: number;
  negativeSpeechThreshold: number;
  redemptionMs: number;
  preSpeechPadMs: number;
  minSpeechMs: number;
  submitUserSpeechOnPause: boolean;
}

/** Options of `MicVAD.new` the SDK sets. */
export interface MicVadOptions extends VadFrameProcessorOptions {
  model: 'v5' | 'v6' | 'legacy';
  baseAssetPath: string;
  onnxWASMBasePath: string;
  startOnLoad: boolean;
  ortConfig: (ort: VadOrtEnvironment) => void;
  getStream?: () => Promise<MediaStream>;
  pauseStream?: (stream: MediaStream) => Promise<void>;
  resumeStream?: (stream: MediaStream) => Promise<MediaStream>;
  onFrameProcessed: (probabilities: VadFrameProbabilities, frame: Float32Array) => void;
  onSpeechStart: () => void;
  onSpeechRealStart: () => void;
  onSpeechEnd: (audio: Float32Array) => void;
  onVADMisfire: () => void;
}

/** A running `MicVAD`. */
export interface MicVadInstance {
  start(): Promise<void>;
  pause(): Promise<void>;
  destroy(): Promise<void>;
}

/** Options of `NonRealTimeVAD.new` the SDK sets. */
export interface NonRealTimeVadOptions extends VadFrameProcessorOptions {
  modelURL: string;
  ortConfig: (ort: VadOrtEnvironment) => void;
}

/** A loaded `NonRealTimeVAD`; `run` yields each speech segment with its start and end in ms. */
export interface NonRealTimeVadInstance {
  run(samples: Float32Array, sampleRate: number): AsyncIterable<{ audio: Float32Array; start: number; end: number }>;
}

/** The module `@ricky0123/vad-web` as the SDK sees it. */
export interface VadModule {
  MicVAD: { 'new'(options: Partial<MicVadOptions>): Promise<MicVadInstance> };
  NonRealTimeVAD: { 'new'(options: Partial<NonRealTimeVadOptions>): Promise<NonRealTimeVadInstance> };
}

/** Loads `@ricky0123/vad-web` (an optional peer dependency) on first use, with a dynamic import only. */
export function importVadWeb(): Promise<VadModule> {
  return import('@ricky0123/vad-web').then((module): VadModule => module);
}
