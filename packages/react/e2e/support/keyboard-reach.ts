import type { Page } from '@playwright/test';

/** Attribute naming each control the Tab walk must reach. */
const MARK = 'data-e2e-control';

/**
 * Marks every visible, enabled control of the page with a name and returns the names. Controls taken out of the Tab order
 * with `tabindex="-1"` (menu items, grid cells: the arrow keys move between them) do not count, and radio buttons of one
 * group count as one control (Tab stops at one of them). While a modal dialog is open, only its controls count.
 */
async function markControls(page: Page): Promise<{ controls: string[]; modal: boolean }> {
  return page.evaluate((mark) => {
    const selector = 'button:not([tabindex="-1"]), a[href]:not([tabindex="-1"]), input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const modals = document.querySelectorAll('dialog:modal, [role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
    const scope = modals[modals.length - 1] ?? document.body;
    const names = new Set<string>();
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    let count = 0;
    for (const element of Array.from(scope.querySelectorAll<HTMLElement>(selector))) {
      const disabled = (element as HTMLButtonElement).disabled === true || element.closest('[inert], fieldset:disabled') !== null;
      const visible = element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
      if (disabled || !visible || element.closest('[id^="storybook-"]:not(#storybook-root)') !== null) {
        continue;
      }
      const radioName = element instanceof HTMLInputElement && element.type === 'radio' ? element.name : '';
      const name = radioName ? `radio group "${radioName}"` : `${(count += 1)}: ${describe(element)}`;
      element.setAttribute(mark, name);
      names.add(name);
    }
    return { controls: [...names], modal: scope !== document.body };
  }, MARK);
}

/** The mark of the focused element (or of the group it belongs to), `body` when nothing is focused. */
async function focusedMark(page: Page): Promise<string> {
  return page.evaluate((mark) => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      return 'body';
    }
    return active.getAttribute(mark) ?? active.closest(`[${mark}]`)?.getAttribute(mark) ?? `unmarked ${active.tagName.toLowerCase()}`;
  }, MARK);
}

/**
 * Tabs through the page from its start (or, in a modal dialog, from the focused control) and returns the visible, enabled controls that focus never reached (an empty list
 * when every control is reachable by keyboard). Stops when focus leaves the page, comes back to where it began, or loops
 * (a modal dialog keeps it inside). A story may still render parts after it has settled (lists its fake API answers late,
 * parts loaded just after first paint): when controls were missed and elements were added or removed during the walk,
 * the page is marked and walked once more, so a control is reported only when a walk over the page as it stands misses it.
 */
export async function controlsTabCannotReach(page: Page): Promise<string[]> {
  const missed = await walk(page);
  if (missed.length === 0 || !(await page.evaluate(() => (window as unknown as { __e2eDomChanged?: boolean }).__e2eDomChanged === true))) {
    return missed;
  }
  return walk(page);
}

/** One Tab walk over the controls marked now; notes in `window.__e2eDomChanged` whether elements came or went meanwhile. */
async function walk(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const state = window as unknown as { __e2eDomChanged?: boolean; __e2eObserver?: MutationObserver };
    state.__e2eObserver?.disconnect();
    state.__e2eDomChanged = false;
    state.__e2eObserver = new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes, ...record.removedNodes].some((node) => node instanceof Element && node.id !== 'e2e-tab-start'))) {
        state.__e2eDomChanged = true;
      }
    });
    state.__e2eObserver.observe(document.body, { subtree: true, childList: true });
  });
  const { controls, modal } = await markControls(page);
  if (controls.length === 0) {
    return [];
  }
  // A modal dialog holds focus already: walk from there. Otherwise start before the first element of the page.
  await page.evaluate((insideModal) => {
    if (insideModal) {
      return;
    }
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'e2e-tab-start';
    document.body.prepend(start);
    start.focus();
  }, modal);
  const reached = new Set<string>([await focusedMark(page)]);
  let previous = '';
  for (let presses = 0; presses < controls.length * 3 + 20; presses += 1) {
    await page.keyboard.press('Tab');
    const mark = await focusedMark(page);
    if (mark === 'body' || mark === previous) {
      break;
    }
    if (reached.has(mark) && controls.every((control) => reached.has(control))) {
      break;
    }
    reached.add(mark);
    previous = mark;
  }
  await page.evaluate(() => {
    document.getElementById('e2e-tab-start')?.remove();
    (window as unknown as { __e2eObserver?: MutationObserver }).__e2eObserver?.disconnect();
  });
  return controls.filter((control) => !reached.has(control));
}
