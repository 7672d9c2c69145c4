export { ParlaScreens } from './parla-screens.js';
export type { ParlaScreensProps } from './parla-screens.js';
