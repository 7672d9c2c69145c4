import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { createConversation, createLearner, newContext, screenReady } from './support/api.js';
import type { Learner } from './support/api.js';

/** Sends messages through the API (each gets the tutor's reply), so the conversation is longer than the screen. */
async function sendMessages(request: APIRequestContext, learner: Learner, conversationId: string, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    const response = await request.post('/api/v1/conversations/send-message/', {
      headers: { Authorization: `Bearer ${learner.tokens.access}` },
      data: { conversation_id: conversationId, message_text: `Hola, este es mi mensaje número ${index}. Me gusta mucho aprender español porque es divertido.` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

for (const { width, height } of [
  { width: 320, height: 400 },
  { width: 390, height: 760 },
  { width: 1280, height: 800 },
]) {
  test(`the 56 px header keeps its height above a chat longer than the screen, the language picker inside it and the message box in view (${width} px)`, async ({ browser, request }) => {
    const learner = await createLearner(request);
    const chatId = await createConversation(request, learner);
    await sendMessages(request, learner, chatId, 4);
    const context = await newContext(browser, { learner });
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`/chat/${chatId}`);
    await screenReady(page);
    await expect(page.locator('.parla-message[data-sender="user"]')).toHaveCount(4);

    const header = await page.locator('.app-header').boundingBox();
    const picker = await page.getByRole('combobox', { name: 'Interface language' }).boundingBox();
    // The chat's column is as high as the viewport: before, the messages squeezed the header to 41–44 px.
    expect(header?.y).toBe(0);
    expect(header?.height).toBe(56);
    expect(picker?.y).toBeGreaterThanOrEqual(4);
    expect((picker?.y ?? 0) + (picker?.height ?? 0)).toBeLessThanOrEqual(52);
    // At 320 × 400 (a small phone, its on-screen keyboard open) nothing pushes the page sideways (the picker did, by
    // 8 px), and the suggested replies under the last reply leave the message box wholly in view (they wrapped into
    // three lines and pushed it below the screen).
    expect((picker?.x ?? 0) + (picker?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.locator('.parla-suggestion').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport({ ratio: 1 });
    if (width === 320) {
      // Room for a word beside the input's four buttons: at 96 px its "Write a message…" broke inside "message".
      expect((await page.getByRole('textbox', { name: 'Your message' }).boundingBox())?.width).toBeGreaterThanOrEqual(110);
    }
    await context.close();
  });
}
