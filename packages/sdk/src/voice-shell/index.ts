export { createVoiceControllers } from './voice-controllers.js';
export type { VoiceControllers, VoiceControllersOptions, VoiceModule, VoiceModuleLoader } from './voice-controllers.js';
export { voiceControllersOf } from './voice-controllers-of.js';
export { lazyPronunciationPractice } from './lazy-pronunciation-practice.js';
export { lazyListeningExercise } from './lazy-listening-exercise.js';
export type { LazyFlow } from './lazy-flow.js';
export type { ReplyAutoPlay } from '../voice/reply-auto-play.js';
export type { HandsFreeDetectorStatus, ListeningExerciseView, PronunciationPracticeView, RecorderView, VoiceCaptureOptions, VoiceInputView } from './voice-views.js';
