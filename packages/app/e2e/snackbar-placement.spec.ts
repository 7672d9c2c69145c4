import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { createConversation, createLearner, newContext, screenReady } from './support/api.js';

/** Whether two elements' boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) {
    return false;
  }
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 760 },
]) {
  test(`a snackbar in the chat sits above the message box, never over Send (${width} px)`, async ({ browser, request }) => {
    const learner = await createLearner(request);
    const chatId = await createConversation(request, learner);
    const context = await newContext(browser, { learner });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`/chat/${chatId}`);
    await screenReady(page);

    const greeting = page.locator('.parla-message[data-sender="ai"]').first();
    await greeting.hover();
    await greeting.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();

    const snackbar = page.locator('.parla-snackbar').filter({ hasText: 'Message copied' });
    await expect(snackbar).toBeVisible();
    expect(await overlap(snackbar, page.locator('.parla-chat-input'))).toBe(false);
    expect(await overlap(snackbar, page.getByRole('button', { name: 'Send message' }))).toBe(false);
  });
}
