import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { createConversation, createLearner, newContext, screenReady } from './support/api.js';

/** Each entry's height, and the list's edges, in CSS pixels. */
async function layoutOf(menu: Locator) {
  return menu.evaluate((list) => {
    const box = list.getBoundingClientRect();
    return {
      heights: Array.from(list.querySelectorAll('[role="menuitem"]'), (item) => Math.round(item.getBoundingClientRect().height)),
      left: box.left,
      right: box.right,
    };
  });
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 760 },
]) {
  test(`the conversation and message menus keep each entry on one line, inside the window (${width} px)`, async ({ browser, request }) => {
    const learner = await createLearner(request);
    const chatId = await createConversation(request, learner);
    const context = await newContext(browser, { learner });
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`/chat/${chatId}`);
    await screenReady(page);

    await page.getByRole('button', { name: 'Conversation options' }).click();
    const conversationMenu = page.getByRole('menu');
    await expect(conversationMenu.getByRole('menuitem', { name: 'Export conversation' })).toBeVisible();
    const conversation = await layoutOf(conversationMenu);
    expect(conversation.heights.length).toBeGreaterThanOrEqual(3);
    // One line of text in an entry of at least 40 px: two lines would make it 48 px or more.
    expect(conversation.heights.every((entry) => entry === 40), `entry heights ${conversation.heights.join(', ')}`).toBe(true);
    expect(conversation.left).toBeGreaterThanOrEqual(0);
    expect(conversation.right).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Message actions' }).first().click();
    const messageMenu = page.getByRole('menu');
    await expect(messageMenu.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
    const message = await layoutOf(messageMenu);
    expect(message.heights.every((entry) => entry === 40), `entry heights ${message.heights.join(', ')}`).toBe(true);
    expect(message.left).toBeGreaterThanOrEqual(0);
    expect(message.right).toBeLessThanOrEqual(width);
    await context.close();
  });
}
