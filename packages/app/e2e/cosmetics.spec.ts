import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { clientAddress, createConversation, createLearner, newContext, screenReady } from './support/api.js';

/** The top of the line box each character of `selector`'s text sits on, by character. */
async function lineTops(page: Page, selector: string): Promise<Array<{ char: string; top: number }>> {
  return page.locator(selector).evaluate((element) => {
    const tops: Array<{ char: string; top: number }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops.push({ char: text[index] ?? '', top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    return tops;
  });
}

test('the Japanese headline breaks between phrases, never inside 持って', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'ja' });
  const page = await context.newPage();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await screenReady(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('新しい言語を、自信を持って話しましょう');
    const tops = await lineTops(page, 'h1');
    const at = tops.findIndex((entry) => entry.char === '持');
    expect(at).toBeGreaterThan(-1);
    expect(new Set(tops.slice(at, at + 3).map((entry) => entry.top)).size, `${width} px`).toBe(1);
  }
  await context.close();
});

test('the nine learning modes fill three rows of three on a wide screen (Slang sat alone on its row) and one column on a phone', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'es' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await screenReady(page);
  const cards = page.locator('.parla-cards--thirds > li');
  await expect(cards).toHaveCount(9);
  const boxes = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(boxes).size).toBe(3);
  expect(boxes[6]).toBe(boxes[8]);

  await page.setViewportSize({ width: 390, height: 900 });
  const narrow = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  expect(new Set(narrow).size).toBe(1);
  await context.close();
});

test('"Abierta ahora" stays on one line in the conversations drawer', async ({ browser, request }) => {
  const learner = await createLearner(request, { preferences: { ui_language: 'es' } });
  const conversationId = await createConversation(request, learner);
  const sent = await request.post('/api/v1/conversations/send-message/', {
    headers: { Authorization: `Bearer ${learner.tokens.access}`, 'X-Forwarded-For': clientAddress() },
    data: { conversation_id: conversationId, message_text: 'Hola' },
  });
  expect(sent.ok()).toBe(true);
  const context = await newContext(browser, { learner, locale: 'es' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/chat/${conversationId}`);
  await screenReady(page);

  const chip = page.getByRole('complementary').locator('.parla-history__actions .parla-chip');
  await expect(chip).toHaveText('Abierta ahora');
  const lines = await chip.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await context.close();
});
