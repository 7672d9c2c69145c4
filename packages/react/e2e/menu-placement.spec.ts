import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hiddenMenuEntries } from '@parla/test-utils/browser';
import { openPreview } from './support/storybook-preview.js';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

/** Checks that `inner` is wholly inside `outer` (to the pixel). */
function expectInside(inner: Box, outer: Box): void {
  expect(inner.top).toBeGreaterThanOrEqual(outer.top - 1);
  expect(inner.bottom).toBeLessThanOrEqual(outer.bottom + 1);
  expect(inner.left).toBeGreaterThanOrEqual(outer.left - 1);
  expect(inner.right).toBeLessThanOrEqual(outer.right + 1);
}

for (const width of [1280, 390]) {
  test(`every message's menu opens whole inside the conversation, the newest one's too (Chat/ChatScreen › Conversation, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    expect(await openPreview(page, 'chat-chatscreen--drawer-closed', 'light')).toBe('success');
    const triggers = page.getByRole('button', { name: 'Message actions' });
    // The menus, the conversation menu and each reply's "Look up words" load just after first paint: the placement is
    // measured once they are all in (on a busy machine a click could otherwise meet a part still arriving).
    await expect(triggers.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conversation options' })).toBeVisible();
    const replies = await page.locator('.parla-message[data-sender="ai"]').count();
    await expect(page.getByRole('button', { name: 'Look up words' })).toHaveCount(replies);
    await expect(triggers).toHaveCount(await page.locator('.parla-message').count());
    await page.waitForLoadState('networkidle');
    const count = await triggers.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      await triggers.nth(index).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      expectInside(await boxOf(page, '[role="menu"]'), await boxOf(page, '.parla-message-list'));
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
  });
}

test('in a conversation too short for it, every message menu still opens whole in the window, keys working (390 × 340)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 340 });
  expect(await openPreview(page, 'chat-chatscreen--drawer-closed', 'light')).toBe('success');
  const triggers = page.getByRole('button', { name: 'Message actions' });
  await expect(triggers).toHaveCount(await page.locator('.parla-message').count());
  await page.waitForLoadState('networkidle');
  // The chat as tall as the window, as in the app: a small phone, or one with its on-screen keyboard open.
  await page.locator('.parla-chat-screen').evaluate((screen) => {
    (screen as HTMLElement).style.height = `${innerHeight}px`;
    (screen.parentElement as HTMLElement).style.overflow = 'hidden';
  });
  const list = await boxOf(page, '.parla-message-list');
  expect(list.bottom - list.top, 'the conversation is not short').toBeLessThan(200);
  for (const index of [0, (await triggers.count()) - 1]) {
    await triggers.nth(index).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    expect(await hiddenMenuEntries(page.getByRole('menu')), `entries of menu ${index} cut off or covered`).toEqual([]);
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(triggers.nth(index)).toBeFocused();
  }

  // Open while the conversation scrolls under it, the list stays beside its button.
  await triggers.first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  const where = () =>
    page.evaluate(
      () =>
        new Promise<{ button: number; gap: number }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const anchor = document.querySelector('[aria-expanded="true"]')!.parentElement!.getBoundingClientRect();
              const menu = document.querySelector('[role="menu"]')!.getBoundingClientRect();
              resolve({ button: anchor.top, gap: Math.min(Math.abs(menu.top - anchor.bottom), Math.abs(anchor.top - menu.bottom)) });
            }),
          ),
        ),
    );
  const before = await where();
  await page.locator('.parla-message-list').evaluate((element) => {
    element.scrollTop += element.scrollTop >= 20 ? -20 : 20;
  });
  const after = await where();
  expect(Math.abs(after.button - before.button), 'the conversation did not scroll').toBeGreaterThan(10);
  expect(after.gap, 'the list was left behind').toBeLessThan(1);

  // Scrolled on until its button is out of view, the menu closes: the focus back on the button, the conversation
  // left where it was scrolled to.
  const conversation = page.locator('.parla-message-list');
  const scrolledTo = await conversation.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    return element.scrollTop;
  });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(triggers.first()).toBeFocused();
  expect(await conversation.evaluate((element) => element.scrollTop)).toBe(scrolledTo);
});

test('with room for it on neither side of its button, a menu keeps to the window and scrolls through its own entries (Chat/Menu › Open, 390 × 130)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 130 });
  expect(await openPreview(page, 'chat-menu--open', 'light')).toBe('success');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const box = await boxOf(page, '[role="menu"]');
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(130);
  expect(await menu.evaluate((list) => list.scrollHeight > list.clientHeight), 'the list does not scroll').toBe(true);
  await page.keyboard.press('End');
  const last = menu.getByRole('menuitem').last();
  await expect(last).toBeFocused();
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.y + lastBox.height, 'the focused last entry is out of sight').toBeLessThanOrEqual(box.bottom + 1);
  expect(await hiddenMenuEntries(page.getByRole('menu'))).toEqual([]);
});

test('the emoji panel fits the room above the input of a short chat that clips it, its search field in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await openPreview(page, 'chat-chatscreen--drawer-closed', 'light')).toBe('success');
  // A 300 px chat in a box that cuts off what overflows it, as `<tutor-chat style="height: 300px">` does.
  await page.locator('.parla-chat-screen').evaluate((screen) => {
    (screen as HTMLElement).style.height = '300px';
    (screen.parentElement as HTMLElement).style.overflow = 'hidden';
  });
  await page.getByRole('button', { name: 'Insert emoji' }).click();
  const search = page.getByRole('searchbox');
  await expect(search).toBeFocused();
  const clip = await page.locator('.parla-chat-screen').evaluate((screen) => (screen.parentElement as HTMLElement).getBoundingClientRect().top);
  const panel = await boxOf(page, '.parla-emoji-picker__panel');
  expect(panel.top).toBeGreaterThanOrEqual(clip);
  expect((await boxOf(page, 'input[type="search"]')).top).toBeGreaterThanOrEqual(clip);
});
