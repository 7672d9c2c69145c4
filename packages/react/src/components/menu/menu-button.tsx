import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { mdiDotsVertical } from '@mdi/js';
import { Icon } from '../icon/icon.js';
import { useMenu } from './use-menu.js';
import type { MenuState } from './use-menu.js';

/** What {@link MenuButtonProps.renderList} receives: the menu's state and the id of the button that labels the list. */
export interface MenuListContext {
  menu: MenuState;
  triggerId: string;
}

/** Props of {@link MenuButton}; the rest are spread on the wrapping `<div>`. */
export interface MenuButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The accessible name of the button (it shows only an icon). */
  label: string;
  /** The list, rendered while the menu is open (a `MenuList`, or a lazy part in `<Suspense>` that renders one). */
  renderList: (context: MenuListContext) => ReactNode;
  /** The button's `@mdi/js` icon. Default: `mdiDotsVertical`. */
  icon?: string;
  /** Called when the pointer or focus reaches the button, e.g. to start loading the list's code. Default: none. */
  onIntent?: () => void;
}

/**
 * The button of an ARIA menu (`aria-haspopup="menu"`, `aria-expanded`, the keys of `useMenu`), with the list rendered by
 * `renderList` while it is open, so the list can load on demand while the button is on screen from the start.
 */
export function MenuButton({ label, renderList, icon = mdiDotsVertical, onIntent, className, ...rest }: MenuButtonProps) {
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
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => (menu.open ? menu.close() : menu.openAt('first'))}
        onKeyDown={menu.onTriggerKeyDown}
      >
        <Icon path={icon} />
      </button>
      {menu.open ? renderList({ menu, triggerId }) : null}
    </div>
  );
}
