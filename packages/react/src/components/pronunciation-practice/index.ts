export { PronunciationPractice } from './pronunciation-practice.js';
export type { PronunciationPracticeProps } from './pronunciation-practice.js';
