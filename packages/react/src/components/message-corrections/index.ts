export { MessageCorrections, correctionSentence } from './message-corrections.js';
export type { MessageCorrectionsProps } from './message-corrections.js';
export { reviewState } from './review-state.js';
export type { ReviewState } from './review-state.js';
