export { ParlaRoot } from './parla-root.js';
export type { ParlaRootProps } from './parla-root.js';
