export { CorrectedText } from './corrected-text.js';
export type { CorrectedTextProps } from './corrected-text.js';
export { correctionParts, correctionsFit } from './correction-parts.js';
export type { CorrectionPart } from './correction-parts.js';
