export { VoiceRecorder } from './voice-recorder.js';
export type { VoiceRecorderProps } from './voice-recorder.js';
export { LevelMeter } from './level-meter.js';
export type { LevelMeterProps } from './level-meter.js';
