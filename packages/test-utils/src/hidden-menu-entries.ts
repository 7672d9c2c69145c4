import type { Locator } from '@playwright/test';

/**
 * The texts of an open menu's entries that the learner cannot see and point at whole: outside the window, or cut off
 * or covered at their centre or a corner. An entry of a list that scrolls on its own is first scrolled to, in that list only.
 */
export function hiddenMenuEntries(menu: Locator): Promise<string[]> {
  return menu.evaluate((list) => {
    const root = list.getRootNode() as Document | ShadowRoot;
    return Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]'), (item) => {
      list.scrollTop = item.offsetTop + item.offsetHeight / 2 - list.clientHeight / 2;
      const box = item.getBoundingClientRect();
      const inWindow = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
      const points: Array<[number, number]> = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ];
      const onTop = points.every(([x, y]) => {
        const hit = root.elementFromPoint(x, y);
        return hit !== null && item.contains(hit);
      });
      return inWindow && onTop ? '' : (item.textContent ?? '');
    }).filter(Boolean);
  });
}
