import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createConversation, createLearner, newContext } from './support/api.js';

/** Sends `text` in the open chat and waits for its review to show its corrections on the learner's bubble. */
async function sendAndSeeCorrections(page: Page, text: string) {
  const box = page.locator('textarea').first();
  await box.fill(text);
  await box.press('Enter');
  const mine = page.locator('.parla-message[data-sender="user"]').last();
  const corrections = mine.locator('.parla-corrections[data-state="corrected"]');
  await expect(corrections).toBeVisible({ timeout: 30_000 });
  return { mine, corrections };
}

test('a misspelt message shows its corrections on the learner’s own bubble, with a working "Why?"', async ({ browser, request }) => {
  const learner = await createLearner(request, { preferences: { native_language: 'en' } });
  const conversationId = await createConversation(request, learner, { target_language: 'es', native_language: 'en' });
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto(`/chat/${conversationId}`);

  const { mine, corrections } = await sendAndSeeCorrections(page, 'Me gusta la musica y el cafe.');
  // Inline: the wrong word struck through, its replacement after it; the text itself stays what the learner wrote.
  await expect(mine.locator('.parla-corrected-text__original').first()).toHaveText('musica');
  await expect(mine.locator('.parla-corrected-text__replacement').first()).toHaveAttribute('data-replacement', 'música');
  await expect(mine.locator('.parla-message__text')).toHaveText('Me gusta la musica y el cafe.');
  // Told to screen readers as sentences.
  await expect(corrections.getByText('Correction: “música” instead of “musica” — accent.')).toBeAttached();

  // "Why?" opens the explanations with the focus in them; Escape closes them and gives the focus back.
  const why = corrections.getByRole('button', { name: 'Why?' });
  await why.focus();
  await page.keyboard.press('Enter');
  const explanations = corrections.getByRole('region', { name: 'Explanations' });
  await expect(explanations).toBeFocused();
  await expect(explanations).toContainText('música');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(explanations).toBeHidden();
  await expect(why).toBeFocused();

  // The review is stored with the message: a reload shows it again.
  await page.reload();
  await expect(page.locator('.parla-message[data-sender="user"] .parla-corrections[data-state="corrected"]')).toBeVisible();
  await context.close();
});

test('the corrections speak the interface language (Spanish) and explain in the learner’s own language', async ({ browser, request }) => {
  const learner = await createLearner(request, { preferences: { native_language: 'es', ui_language: 'es' } });
  const conversationId = await createConversation(request, learner, { target_language: 'fr', native_language: 'es' });
  const context = await newContext(browser, { learner, locale: 'es' });
  const page = await context.newPage();
  await page.goto(`/chat/${conversationId}`);

  const { corrections } = await sendAndSeeCorrections(page, 'J’aime le cafe.');
  await expect(corrections.getByText('Corrección: «café» en lugar de «cafe» — acento.')).toBeAttached();
  await corrections.getByRole('button', { name: '¿Por qué?' }).click();
  await expect(corrections.getByRole('region', { name: 'Explicaciones' })).toBeFocused();
  await context.close();
});
