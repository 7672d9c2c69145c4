export { ParlaRoot } from './parla-root.js';
export type { ParlaRootProps } from './parla-root.js';
export { ParlaChatRoot } from './parla-chat-root.js';
