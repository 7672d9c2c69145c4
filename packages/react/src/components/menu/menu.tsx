import type { HTMLAttributes } from 'react';
import { MenuButton } from './menu-button.js';
import { MenuList } from './menu-list.js';

/** One entry of a {@link Menu}. */
export interface MenuItem {
  /** Stable id of the entry. */
  id: string;
  /** The visible text. */
  label: string;
  /** What choosing the entry does; the menu is closed (focus back on its button) just before. */
  onSelect: () => void;
  /** An `@mdi/js` path shown before the label. Default: none. */
  icon?: string;
  /** Shown but not operable; say why in `description`. Default: false. */
  disabled?: boolean;
  /** Why the entry is disabled, as a tooltip and its accessible description. Default: none. */
  description?: string;
}

/** Props of {@link Menu}; the rest are spread on the wrapping `<div>`. */
export interface MenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The accessible name of the menu button (it shows only an icon). */
  label: string;
  /** The entries, in order. */
  items: readonly MenuItem[];
  /** The button's `@mdi/js` icon. Default: `mdiDotsVertical`. */
  icon?: string;
}

/**
 * An ARIA menu button (`aria-haspopup="menu"`, `aria-expanded`) and its menu: arrow keys, Home and End move between
 * entries, Enter or Space choose one, Escape closes the menu and gives focus back to the button.
 * @example
 * <Menu label="Conversation options" items={[{ id: 'export', label: 'Export', onSelect: exportIt }]} />
 */
export function Menu({ items, ...rest }: MenuProps) {
  return <MenuButton {...rest} renderList={(context) => <MenuList {...context} items={items} />} />;
}
