/** A rectangle of the window, in CSS pixels. */
export interface Box {
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
export function visibleBoxOf(element: Element): Box {
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
