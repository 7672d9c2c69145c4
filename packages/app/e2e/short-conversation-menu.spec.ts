import { expect, test } from '@playwright/test';
import { hiddenMenuEntries } from '@parla/test-utils/browser';
import { createConversation, createLearner, newContext, screenReady, sendAndAwaitReply } from './support/api.js';

// A short conversation area: a small phone, or one with its on-screen keyboard open (the list was ~180 px at 390 × 600,
// and the newest reply's menu showed Speak and Copy, its other entries cut off by the list).
for (const { width, height } of [
  { width: 390, height: 600 },
  { width: 390, height: 500 },
  { width: 1280, height: 500 },
]) {
  test(`the newest reply's menu is whole and reachable in a short conversation (${width} × ${height})`, async ({ browser, request }) => {
    const learner = await createLearner(request);
    const chatId = await createConversation(request, learner);
    const context = await newContext(browser, { learner });
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`/chat/${chatId}`);
    await screenReady(page);
    await sendAndAwaitReply(page, 'Hola, me llamo Ada y vivo en Londres. Me gusta mucho leer y pasear por el parque.');

    const trigger = page.getByRole('button', { name: 'Message actions' }).last();
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    expect(await menu.getByRole('menuitem').count()).toBeGreaterThanOrEqual(3);
    expect(await hiddenMenuEntries(menu), 'entries cut off or covered').toEqual([]);

    // The keys still work: End reaches the last entry, Escape gives focus back to the button.
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await context.close();
  });
}
