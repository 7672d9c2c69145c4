export { Menu } from './menu.js';
export type { MenuItem, MenuProps } from './menu.js';
export { useMenu } from './use-menu.js';
export type { MenuState } from './use-menu.js';
