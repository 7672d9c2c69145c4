export { AutoPlayToggle } from './auto-play-toggle.js';
export type { AutoPlayToggleProps } from './auto-play-toggle.js';
