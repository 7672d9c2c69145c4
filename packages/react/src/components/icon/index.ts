export { Icon } from './icon.js';
export type { IconProps } from './icon.js';
