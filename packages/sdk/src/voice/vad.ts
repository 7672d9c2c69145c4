// Voice-activity detection with Silero VAD (`@ricky0123/vad-web`, an optional peer dependency loaded on first use).
export { createVadEndOfTurn } from './vad-end-of-turn.js';
export type { VadEndOfTurn, VadEndOfTurnOptions } from './vad-end-of-turn.js';
export { createLiveVad } from './vad-live.js';
export type { LiveVad, LiveVadOptions, LiveVadState } from './vad-live.js';
export { detectSpeechSegments } from './vad-detect.js';
export type { VadSegment } from './vad-segments.js';
export { VAD_ASSET_FILES, VAD_FRAME_MS, VAD_MODEL, VAD_MODEL_FILE } from './vad-options.js';
export type { VadOptions } from './vad-options.js';
export type { VadModule } from './vad-module.js';
