interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The parent of `element`, crossing out of a shadow root to its host. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) {
    return element.parentElement;
  }
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The part of the window that `element` can show: the viewport cut by every ancestor that clips its overflow. */
function visibleBoxOf(element: Element): Box {
  const view = element.ownerDocument.defaultView;
  const box: Box = { top: 0, left: 0, bottom: view?.innerHeight ?? Infinity, right: view?.innerWidth ?? Infinity };
  for (let ancestor = parentOf(element); ancestor; ancestor = parentOf(ancestor)) {
    const style = view?.getComputedStyle(ancestor);
    if (!style || (style.overflowX === 'visible' && style.overflowY === 'visible')) {
      continue;
    }
    const rect = ancestor.getBoundingClientRect();
    box.top = Math.max(box.top, rect.top);
    box.bottom = Math.min(box.bottom, rect.bottom);
    box.left = Math.max(box.left, rect.left);
    box.right = Math.min(box.right, rect.right);
  }
  return box;
}

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
