import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
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
