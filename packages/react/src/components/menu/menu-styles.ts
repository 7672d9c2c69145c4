/**
 * The rules of a menu's list and entries (the button's box is in the chat's sheet), rendered by `<MenuList>` as an
 * adopted stylesheet `parla-menu` (`<AdoptedStyle>`), so they arrive with the list's chunk; `parlaStylesheet` contains them too.
 */
export const menuStyles = `
/* As wide as its longest entry (the button it hangs from is no guide), so entries stay on one line where the window
   allows; narrower windows wrap them. */
/* Fixed to the window, in the top layer (a popover) where no scrolling conversation cuts it off; its place, and a
   height cap when neither side of its button has room, are set by placeMenuList. */
.parla-menu__list {
  position: fixed; inset: 0 auto auto 0; margin: 0; z-index: 1200; display: flex; flex-direction: column;
  width: max-content; height: auto; min-width: 200px; max-width: calc(100vw - 32px); overflow-y: auto; overscroll-behavior: contain;
  padding: 4px 0; border: 0; border-radius: var(--parla-radius); color: var(--parla-color-text); background: var(--parla-color-surface);
  box-shadow: var(--parla-elevation-3);
}
/* In the dark scheme a shadow hardly shows on the page: an outline sets the list off from the bubble under it. */
.parla-root[data-theme="dark"] .parla-menu__list { border: 1px solid var(--parla-color-outline); }
.parla-menu__item {
  display: flex; flex-shrink: 0; align-items: center; gap: 12px; width: 100%; min-height: 40px; padding: 0 16px; border: 0;
  font: inherit; text-align: start; color: inherit; background: transparent; cursor: pointer;
}
.parla-menu__item:hover, .parla-menu__item:focus-visible { background: var(--parla-color-code-background); outline: none; }
.parla-menu__item:focus-visible { box-shadow: inset 0 0 0 2px var(--parla-color-focus); }
.parla-menu__item[aria-disabled="true"] { cursor: not-allowed; color: var(--parla-color-text-muted); }
.parla-menu__item .parla-icon { width: 1.25em; height: 1.25em; }
`;
