import { useCallback } from 'react';
import { Icon } from '../icon/icon.js';
import { keepMenuListPlaced } from './place-menu-list.js';
import type { MenuItem } from './menu.js';
import { menuStyles } from './menu-styles.js';
import type { MenuListContext } from './menu-button.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';

/** Props of {@link MenuList}. */
export interface MenuListProps extends MenuListContext {
  /** The entries, in order. */
  items: readonly MenuItem[];
}

/**
 * The open list of a {@link MenuButton} (`role="menu"`, labelled by the button), shown whole in the window's top layer
 * beside its button (never cut off by a scrolling conversation or a short `<tutor-chat>`), with its rules as an adopted
 * stylesheet `parla-menu` (added once to the document or the shadow root), so they come with its code.
 * Focus moves to the opening entry when it mounts, also when that is after the menu opened.
 */
export function MenuList({ menu, triggerId, items }: MenuListProps) {
  // Placed before `listRef` moves the focus in, so focusing an entry never scrolls a cut-off list into view; kept
  // beside its button while the conversation scrolls, until it closes: also once its button has scrolled out of view,
  // the focus back on the button without scrolling it into view again.
  const listRef = useCallback(
    (node: HTMLDivElement) => {
      const stop = keepMenuListPlaced(node, () => menu.close());
      menu.listRef(node);
      return () => {
        stop();
        menu.listRef(null);
      };
    },
    [menu.listRef, menu.close],
  );
  return (
    <>
      <AdoptedStyle name="parla-menu" css={menuStyles} />
      <div ref={listRef} id={menu.menuId} role="menu" aria-labelledby={triggerId} className="parla-menu__list" onKeyDown={menu.onMenuKeyDown}>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} descriptionId={`${menu.menuId}-${item.id}`} onChoose={() => menu.close()} />
        ))}
      </div>
      <div hidden>
        {items.map((item) =>
          item.description ? (
            <span key={item.id} id={`${menu.menuId}-${item.id}`}>
              {item.description}
            </span>
          ) : null,
        )}
      </div>
    </>
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
