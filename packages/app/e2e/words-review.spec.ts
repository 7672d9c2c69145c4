import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { createConversation, createLearner, newContext, sendAndAwaitReply } from './support/api.js';

/** Where screenshots of this journey go (looked at by hand; not compared). */
const SHOTS = process.env.PARLA_E2E_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
  }
}


/** Clicks the word `word` inside `text` with the pointer, where the browser draws it. */
async function tapWord(page: Page, text: Locator, word: string): Promise<void> {
  const box = await text.evaluate((element, wanted) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent?.indexOf(wanted) ?? -1;
      if (index >= 0) {
        const range = element.ownerDocument.createRange();
        range.setStart(node, index + 1);
        range.setEnd(node, index + wanted.length - 1);
        const rect = range.getBoundingClientRect();
        const outer = element.getBoundingClientRect();
        return { x: rect.x - outer.x + rect.width / 2, y: rect.y - outer.y + rect.height / 2 };
      }
    }
    return null;
  }, word);
  expect(box, `“${word}” is drawn in the reply`).not.toBeNull();
  // Relative to the text, so a layout shift between measuring and clicking (suggestions appearing) cannot move the word.
  await text.click({ position: box! });
}

test('a word of a Spanish reply is looked up offline, heard and saved; a corrected mistake becomes a fix-it card; both are reviewed in /review and the due count falls', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const learner = await createLearner(request, { preferences: { native_language: 'en' } });
  const conversationId = await createConversation(request, learner, { target_language: 'es', native_language: 'en' });
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/chat/${conversationId}`);

  const badge = page.locator('.app-due-badge');
  await expect(badge).toHaveAttribute('data-count', '0');

  // A tap on a word of the reply opens its card with the focus in it.
  const reply = await sendAndAwaitReply(page, 'Hola, me gusta la comida.');
  const firstWord = (await reply.locator('.parla-message__text').innerText()).match(/\p{L}{3,}/u)?.[0] ?? '';
  await tapWord(page, reply.locator('.parla-message__text'), firstWord);
  const card = reply.locator('.parla-word-card');
  await expect(card.getByRole('heading', { name: firstWord })).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card).not.toHaveAttribute('data-state', 'loading');

  // The keyboard reaches every word of the message; one the offline dictionary (FreeDict spa-eng) knows shows its meaning.
  const words = reply.getByRole('list', { name: 'Words of this message' }).getByRole('button');
  let found: string | null = null;
  for (let index = 0; index < (await words.count()) && !found; index += 1) {
    const button = words.nth(index);
    await button.focus();
    if ((await button.getAttribute('aria-pressed')) !== 'true') {
      await page.keyboard.press('Enter');
    }
    const shown = reply.locator('.parla-word-card');
    await expect(shown).toHaveAttribute('data-state', /ready|error/);
    if (await shown.getByText(/From the dictionary \(freedict-spa-eng\)/).isVisible()) {
      found = (await button.innerText()).trim();
    }
  }
  expect(found, 'a word of the reply has a meaning in the offline Spanish–English dictionary').not.toBeNull();
  const wordCard = reply.locator('.parla-word-card');
  await expect(wordCard.locator('.parla-word-card__meaning')).not.toBeEmpty();

  // Hear: the server's voice reads the word.
  const spoken = page.waitForResponse((candidate) => candidate.url().includes('/api/v1/voice/synthesize/'));
  await wordCard.getByRole('button', { name: 'Hear' }).click();
  expect((await spoken).ok(), 'the server (espeak-ng) read the word aloud').toBe(true);
  await wordCard.getByRole('button', { name: 'Save word' }).click();
  await expect(wordCard.getByText('Saved to your words')).toBeVisible();
  await shot(page, 'app-1280-word-card');
  await expect(badge).not.toHaveAttribute('data-count', '0');
  const afterSaving = Number(await badge.getAttribute('data-count'));

  // A misspelt message is corrected by the tutor: its correction becomes a fix-it card, and the due count goes up.
  await sendAndAwaitReply(page, 'Me gusta la musica.');
  await expect(page.locator('.parla-message[data-sender="user"]').last().locator('.parla-corrections[data-state="corrected"]')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => Number(await badge.getAttribute('data-count')), { timeout: 15_000 }).toBeGreaterThan(afterSaving);
  const due = Number(await badge.getAttribute('data-count'));

  // /review: every card in turn (the fix-it card among them), Show answer, Good; the count falls to zero.
  await badge.click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(page.locator('.parla-word-list__word').filter({ hasText: found! })).toBeVisible();
  const kinds: string[] = [];
  for (let index = 0; index < due; index += 1) {
    const current = page.locator('.parla-review__card');
    await expect(current).toHaveAttribute('data-step', 'asking');
    kinds.push((await current.getAttribute('data-kind')) ?? '');
    if (kinds.at(-1) === 'fix_it') {
      await expect(current.locator('.parla-review__prompt')).toHaveText('Me gusta la musica.');
      await current.getByLabel('Your answer').fill('me gusta la música');
      await current.getByRole('button', { name: 'Check' }).click();
      await expect(current.getByText('Right!')).toBeVisible();
      await shot(page, 'app-1280-review-fix-it');
    } else {
      await current.getByRole('button', { name: 'Show answer' }).click();
    }
    await expect(current.getByRole('button', { name: /^Good/ })).toContainText(/next in/);
    await current.getByRole('button', { name: /^Good/ }).click();
    await expect.poll(async () => Number(await badge.getAttribute('data-count'))).toBe(due - index - 1);
  }
  expect(kinds).toContain('fix_it');
  expect(kinds).toContain('recognise');
  await expect(page.getByText(`Done! You reviewed ${due} cards and remembered ${due}.`)).toBeVisible();
  await shot(page, 'app-1280-review-done');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/chat/${conversationId}`);
  const lastReply = page.locator('.parla-message[data-sender="ai"]').last();
  await lastReply.getByRole('button', { name: 'Look up words' }).click();
  await lastReply.getByRole('list', { name: 'Words of this message' }).getByRole('button').first().click();
  await expect(lastReply.locator('.parla-word-card')).not.toHaveAttribute('data-state', 'loading');
  await lastReply.locator('.parla-word-card').scrollIntoViewIfNeeded();
  await shot(page, 'app-390-word-card');
  await page.goto('/review');
  await expect(page.getByText('Nothing to review right now.', { exact: false })).toBeVisible();
  await shot(page, 'app-390-review-empty');
  await context.close();
});
