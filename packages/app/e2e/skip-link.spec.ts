import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createConversation, createLearner, newContext, screenReady } from './support/api.js';

/** Whether the focused element is the first visible, tabbable control inside `<main>`. */
function focusIsOnFirstControlOfMain(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const first = [...(main?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
      (element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }),
    );
    return first !== undefined && document.activeElement === first;
  });
}

/** Tabs from the top of the page to the skip link and follows it with Enter. */
async function followSkipLink(page: Page): Promise<void> {
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
}

test('"Skip to content" moves focus to the main content of the same page, and Tab then reaches its first control', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const chatId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();

  for (const path of ['/about', `/chat/${chatId}`]) {
    await page.goto(path);
    await screenReady(page);
    await followSkipLink(page);
    await expect(page.getByRole('main')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page).toHaveTitle(path === '/about' ? 'About · Parla' : 'Chat · Parla');

    await page.keyboard.press('Tab');
    expect(await focusIsOnFirstControlOfMain(page), `${path}: Tab after the skip link`).toBe(true);
  }
  await context.close();
});
