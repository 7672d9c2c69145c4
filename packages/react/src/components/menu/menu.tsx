import { useId } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiDotsVertical } from '@mdi/js';
import { Icon } from '../icon/icon.js';
import { useMenu } from './use-menu.js';

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
export function Menu({ label, items, icon = mdiDotsVertical, className, ...rest }: MenuProps) {
  const menu = useMenu();
  const triggerId = useId();
  return (
    <div className={className ? `parla-menu ${className}` : 'parla-menu'} data-state={menu.open ? 'open' : 'closed'} {...rest}>
      <button
        ref={menu.triggerRef}
        id={triggerId}
        type="button"
        className="parla-icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.menuId : undefined}
        onClick={() => (menu.open ? menu.close() : menu.openAt('first'))}
        onKeyDown={menu.onTriggerKeyDown}
      >
        <Icon path={icon} />
      </button>
      {menu.open ? (
        <div ref={menu.menuRef} id={menu.menuId} role="menu" aria-labelledby={triggerId} className="parla-menu__list" onKeyDown={menu.onMenuKeyDown}>
          {items.map((item) => (
            <MenuEntry key={item.id} item={item} descriptionId={`${menu.menuId}-${item.id}`} onChoose={() => menu.close()} />
          ))}
        </div>
      ) : null}
      {menu.open ? (
        <div hidden>
          {items.map((item) =>
            item.description ? (
              <span key={item.id} id={`${menu.menuId}-${item.id}`}>
                {item.description}
              </span>
            ) : null,
          )}
        </div>
      ) : null}
    </div>
  );
}

function MenuEntry({ item, descriptionId, onChoose }: { item: MenuItem; descriptionId: string; onChoose: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="parla-menu__item"
      aria-disabled={item.disabled || undefined}
      aria-describedby={item.description ? descriptionId : undefined}
      title={item.description}
      onClick={() => {
        if (item.disabled) {
          return;
        }
        onChoose();
        item.onSelect();
      }}
    >
      {item.icon ? <Icon path={item.icon} /> : null}
      <span>{item.label}</span>
    </button>
  );
}
