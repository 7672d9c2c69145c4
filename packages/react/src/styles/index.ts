export { parlaStylesheet } from './stylesheet.js';
export { parlaChatStylesheet } from './chat-stylesheet.js';
export { DARK_TOKENS, LIGHT_TOKENS, SNACKBAR_TEXT, SNACKBAR_TONES, TEXT_PAIRS } from './tokens.js';
export type { ColorTokens } from './tokens.js';
export { contrastRatio } from './contrast-ratio.js';
