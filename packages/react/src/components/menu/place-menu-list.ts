import { visibleBoxOf } from '../../utils/visible-box.js';
import type { Box } from '../../utils/visible-box.js';

/** The gap kept between a list that leaves its conversation and the window's edges, in CSS pixels. */
const EDGE = 8;

/** The part of the window the learner sees: the visual viewport (an on-screen keyboard takes the rest), in layout-viewport pixels. */
function windowBox(view: Window | null): Box {
  const viewport = view?.visualViewport;
  if (viewport) {
    return { top: viewport.offsetTop, left: viewport.offsetLeft, bottom: viewport.offsetTop + viewport.height, right: viewport.offsetLeft + viewport.width };
  }
  return { top: 0, left: 0, bottom: view?.innerHeight ?? Infinity, right: view?.innerWidth ?? Infinity };
}

/** Lifts the list into the top layer (a `popover`), where no ancestor's overflow cuts it off, also in a shadow root. */
function showAboveEverything(list: HTMLElement): void {
  if (typeof list.showPopover !== 'function' || !list.isConnected || list.matches(':popover-open')) {
    return;
  }
  list.popover = 'manual';
  list.showPopover();
}

/**
 * Hangs an open menu list (fixed to the window, in the top layer) where it can be seen whole: below its button, or
 * above it, inside the conversation that holds the button when one side has room there (the newest message's menu
 * opens upwards); else over the rest of the window on the side where it fits, the side towards the conversation's
 * middle first; else on the larger side, its height capped so that it scrolls on its own. Its end edge lines up with
 * the button's, or its start edge when the other way would cut it off; it stays inside the window. Returns whether
 * any of the button is still in view (inside its conversation and the window).
 */
export function placeMenuList(list: HTMLElement): boolean {
  const anchor = list.parentElement;
  if (!anchor) {
    return false;
  }
  showAboveEverything(list);
  const screen = windowBox(list.ownerDocument.defaultView);
  const visible = visibleBoxOf(anchor);
  const clip: Box = {
    top: Math.max(visible.top, screen.top),
    bottom: Math.min(visible.bottom, screen.bottom),
    left: Math.max(visible.left, screen.left),
    right: Math.min(visible.right, screen.right),
  };
  const button = anchor.getBoundingClientRect();
  const width = list.getBoundingClientRect().width;
  // The whole list's height, also while a cap from an earlier placement makes it scroll.
  const height = list.scrollHeight + list.offsetHeight - list.clientHeight;

  const roomBelow = { inside: clip.bottom - button.bottom, window: screen.bottom - EDGE - button.bottom };
  const roomAbove = { inside: button.top - clip.top, window: button.top - screen.top - EDGE };
  let above: boolean;
  let cap: number | null = null;
  if (height <= roomBelow.inside || height <= roomAbove.inside) {
    above = height > roomBelow.inside;
  } else if (height <= roomBelow.window || height <= roomAbove.window) {
    const towardsMiddleIsAbove = roomAbove.inside > roomBelow.inside;
    above = towardsMiddleIsAbove ? height <= roomAbove.window : height > roomBelow.window;
  } else {
    above = roomAbove.window > roomBelow.window;
    cap = Math.max(0, above ? roomAbove.window : roomBelow.window);
  }
  const shown = cap ?? height;
  const top = above ? button.top - shown : button.bottom;

  let left = button.right - width;
  if (left < clip.left && button.left + width <= clip.right) {
    left = button.left;
  }
  left = Math.max(screen.left + EDGE, Math.min(left, screen.right - EDGE - width));

  list.dataset.placement = above ? 'top' : 'bottom';
  list.style.setProperty('top', `${Math.round(top)}px`);
  list.style.setProperty('left', `${Math.round(left)}px`);
  if (cap === null) {
    list.style.removeProperty('max-height');
  } else {
    list.style.setProperty('max-height', `${Math.floor(cap)}px`);
  }
  return button.bottom > clip.top && button.top < clip.bottom;
}

/**
 * Places `list` now and again, before the next paint, whenever something under it scrolls or the window changes size
 * (the list is fixed to the window, its button moves with the conversation); calls `onButtonGone` when that left its
 * button wholly out of view (a menu then closes, as it would not be clear what it belongs to). The returned function
 * stops it.
 */
export function keepMenuListPlaced(list: HTMLElement, onButtonGone: () => void = () => {}): () => void {
  placeMenuList(list);
  const view = list.ownerDocument.defaultView;
  const root = list.getRootNode();
  let frame = 0;
  const again = (event: Event) => {
    // The list scrolling through its own entries moves nothing.
    if (event.target === list || frame || !view) {
      return;
    }
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      if (!placeMenuList(list)) {
        onButtonGone();
      }
    });
  };
  // Scroll events do not leave a shadow root: listened for in the list's root and in the page.
  const scrollRoots = root === list.ownerDocument ? [root] : [root, list.ownerDocument];
  for (const target of scrollRoots) {
    target.addEventListener('scroll', again, true);
  }
  view?.addEventListener('resize', again);
  view?.visualViewport?.addEventListener('resize', again);
  view?.visualViewport?.addEventListener('scroll', again);
  return () => {
    for (const target of scrollRoots) {
      target.removeEventListener('scroll', again, true);
    }
    view?.removeEventListener('resize', again);
    view?.visualViewport?.removeEventListener('resize', again);
    view?.visualViewport?.removeEventListener('scroll', again);
    if (frame) {
      view?.cancelAnimationFrame(frame);
    }
  };
}
