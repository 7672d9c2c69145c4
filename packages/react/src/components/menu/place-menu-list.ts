import { visibleBoxOf } from '../../utils/visible-box.js';

/**
 * Hangs an open menu list where it can be seen whole: below its button by default, above it when it would be cut off
 * below and there is room above (the newest message's menu at the foot of the conversation), and from the button's
 * start edge when it would be cut off at the other side (a menu of a narrow bubble near the edge).
 */
export function placeMenuList(list: HTMLElement): void {
  delete list.dataset.placement;
  delete list.dataset.align;
  const anchor = list.offsetParent ?? list.parentElement;
  if (!anchor) {
    return;
  }
  const visible = visibleBoxOf(list);
  const rect = list.getBoundingClientRect();
  const button = anchor.getBoundingClientRect();
  if (rect.bottom > visible.bottom && button.top - visible.top >= rect.height) {
    list.dataset.placement = 'top';
  }
  if (rect.left < visible.left && button.left + rect.width <= visible.right) {
    list.dataset.align = 'start';
  }
}
