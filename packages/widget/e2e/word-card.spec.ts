import { expect, test } from '@playwright/test';

/** Where screenshots go when asked for (looked at by hand; not compared). */
const SHOTS = process.env.PARLA_E2E_SHOTS;

test('<tutor-chat> looks up a word of the tutor’s reply in the offline dictionary, in its own shadow root', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const widget = page.locator('tutor-chat');
  const dialog = widget.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await expect(dialog).toBeHidden();

  const input = widget.getByRole('textbox').first();
  await input.fill('Hola, me gusta la comida.');
  await input.press('Enter');
  // The reply is the bubble after the learner's message (the greeting may arrive just before it).
  await expect(widget.locator('.parla-message[data-sender="user"]')).toHaveCount(1, { timeout: 30_000 });
  const reply = widget.locator('.parla-message').last();
  await expect(reply).toHaveAttribute('data-sender', 'ai', { timeout: 30_000 });
  await reply.getByRole('button', { name: 'Look up words' }).click({ timeout: 30_000 });
  const words = reply.getByRole('list', { name: 'Words of this message' }).getByRole('button');
  await words.filter({ hasText: /^comida$/ }).first().click();
  const card = reply.locator('.parla-word-card');
  await expect(card.getByRole('heading', { name: 'comida' })).toBeVisible();
  await expect(card.getByText('From the dictionary (freedict-spa-eng)')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save word' })).toBeEnabled();
  if (SHOTS) {
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/widget-1280-word-card.png` });
  }
});
