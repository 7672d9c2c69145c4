/**
 * The rules of a menu's list and entries (the button's box is in the chat's sheet), rendered by `<MenuList>` as an
 * adopted stylesheet `parla-menu` (`<AdoptedStyle>`), so they arrive with the list's chunk; `parlaStylesheet` contains them too.
 */
export const menuStyles = `
/* As wide as its longest entry (the button it hangs from is no guide), so entries stay on one line where the window
   allows; narrower windows wrap them. */
.parla-menu__list {
  position: absolute; top: 100%; right: 0; z-index: 1200; display: flex; flex-direction: column;
  width: max-content; min-width: 200px; max-width: calc(100vw - 32px); padding: 4px 0; border-radius: var(--parla-radius); color: var(--parla-color-text); background: var(--parla-color-surface);
  box-shadow: var(--parla-elevation-3);
}
/* In the dark scheme a shadow hardly shows on the page: an outline sets the list off from the bubble under it. */
.parla-root[data-theme="dark"] .parla-menu__list { border: 1px solid var(--parla-color-outline); }
.parla-menu__list[data-placement="top"] { top: auto; bottom: 100%; }
.parla-menu__list[data-align="start"] { right: auto; left: 0; }
.parla-menu__item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 40px; padding: 0 16px; border: 0;
  font: inherit; text-align: start; color: inherit; background: transparent; cursor: pointer;
}
.parla-menu__item:hover, .parla-menu__item:focus-visible { background: var(--parla-color-code-background); outline: none; }
.parla-menu__item:focus-visible { box-shadow: inset 0 0 0 2px var(--parla-color-focus); }
.parla-menu__item[aria-disabled="true"] { cursor: not-allowed; color: var(--parla-color-text-muted); }
.parla-menu__item .parla-icon { width: 1.25em; height: 1.25em; }
`;
