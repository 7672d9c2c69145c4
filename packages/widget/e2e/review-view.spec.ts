import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations inside the widget (its shadow roots; colour contrast included). */
async function widgetViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(readFileSync(axePath, 'utf8'));
  }
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<Result> } }).axe;
    const result = await axe.run({ include: [['tutor-chat']] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

/** Where screenshots go when asked for (looked at by hand; not compared). */
const SHOTS = process.env.PARLA_E2E_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

/** Sends `text` from the widget's input and waits for the tutor's reply to it (the greeting may come just before). */
async function sendAndAwaitReply(widget: Locator, text: string, learnerMessages: number): Promise<Locator> {
  const input = widget.getByRole('textbox').first();
  await input.fill(text);
  await input.press('Enter');
  await expect(widget.locator('.parla-message[data-sender="user"]')).toHaveCount(learnerMessages, { timeout: 30_000 });
  const reply = widget.locator('.parla-message').last();
  await expect(reply).toHaveAttribute('data-sender', 'ai', { timeout: 30_000 });
  await expect(reply).toHaveAttribute('data-status', 'delivered', { timeout: 30_000 });
  return reply;
}

test('<tutor-chat> review view: a saved word and a corrected mistake are reviewed in the widget, the due count falls, Escape and Back return to the chat', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const widget = page.locator('tutor-chat');
  const dialog = widget.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await expect(dialog).toBeHidden();

  // The header's review button: nothing due for a new learner.
  const review = widget.locator('.tutor-chat-review-button');
  await expect(review).toHaveAttribute('data-count', '0');
  await expect(review).toHaveAccessibleName('Cards to review: 0');

  // Save a word of the Spanish reply from its card (the offline dictionary, no model): cards come due.
  const reply = await sendAndAwaitReply(widget, 'Hola, me gusta la comida.', 1);
  await reply.getByRole('button', { name: 'Look up words' }).click();
  await reply.getByRole('list', { name: 'Words of this message' }).getByRole('button').filter({ hasText: /^comida$/ }).first().click();
  const card = reply.locator('.parla-word-card');
  await expect(card.getByText('From the dictionary (freedict-spa-eng)')).toBeVisible();
  await card.getByRole('button', { name: 'Save word' }).click();
  await expect(card.getByText('Saved to your words')).toBeVisible();
  // A saved word is a card of each kind the server makes of it (recognise, recall, listen).
  await expect(review).not.toHaveAttribute('data-count', '0');
  const afterSaving = Number(await review.getAttribute('data-count'));

  // A misspelt message is corrected by the tutor: its correction is a fix-it card, and the count goes up.
  await sendAndAwaitReply(widget, 'Me gusta la musica.', 2);
  await expect(widget.locator('.parla-message[data-sender="user"]').last().locator('.parla-corrections[data-state="corrected"]')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => Number(await review.getAttribute('data-count')), { timeout: 15_000 }).toBeGreaterThan(afterSaving);
  const due = Number(await review.getAttribute('data-count'));
  await widget.getByRole('textbox').first().fill('un borrador');
  await shot(page, 'widget-1280-light-chat-due');

  // Open the review: the chat hides (its draft kept), Back takes the focus, then the first card's question.
  await review.click();
  const back = widget.getByRole('button', { name: 'Back to the chat' });
  await expect(back).toBeVisible();
  await expect(widget.locator('.parla-chat-screen')).toBeHidden();
  const view = widget.locator('.tutor-chat-review');
  const kinds: string[] = [];
  for (let index = 0; index < due; index += 1) {
    if (index === 1) {
      // The second card at a phone's width in the dark theme (both change at run time).
      await widget.evaluate((element) => element.setAttribute('theme', 'dark'));
      await page.setViewportSize({ width: 390, height: 844 });
    }
    const current = view.locator('.parla-review__card');
    await expect(current).toHaveAttribute('data-step', 'asking');
    await expect(current.locator('.parla-review__ask')).toBeFocused();
    kinds.push((await current.getAttribute('data-kind')) ?? '');
    if (kinds.at(-1) === 'fix_it') {
      await expect(current.locator('.parla-review__prompt')).toHaveText('Me gusta la musica.');
      await current.getByLabel('Your answer').fill('me gusta la música');
      await page.keyboard.press('Enter');
      await expect(current.getByText('Right!')).toBeVisible();
    } else {
      await current.getByRole('button', { name: 'Show answer' }).click();
    }
    const good = current.getByRole('button', { name: /^Good/ });
    await expect(good).toContainText(/next in/);
    if (index <= 1) {
      await shot(page, index === 0 ? 'widget-1280-light-review-answered' : 'widget-390-dark-review-answered');
    expect(await widgetViolations(page), 'axe on the answered card').toEqual([]);
    }
    // Graded from the keyboard; the header's count falls with each grade.
    await good.focus();
    await page.keyboard.press('Enter');
    await expect(review).toHaveAttribute('data-count', String(due - index - 1));
  }
  expect(kinds).toContain('fix_it');
  expect(kinds).toContain('recognise');
  await expect(view.getByText(`Done! You reviewed ${due} cards and remembered ${due}.`)).toBeVisible();

  await shot(page, 'widget-390-dark-review-done');

  // Escape goes back to the chat, the focus on the review button, the draft still there.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(review).toBeFocused();
  await expect(widget.getByRole('textbox').first()).toHaveValue('un borrador');
  await shot(page, 'widget-390-dark-chat');
  expect(await widgetViolations(page), 'axe on the chat with its review button').toEqual([]);

  // Light at a phone's width, dark at a desktop's: the view with nothing due, then Back.
  await widget.evaluate((element) => element.setAttribute('theme', 'light'));
  await review.click();
  await expect(view.getByText(/Nothing to review right now/)).toBeVisible();
  await shot(page, 'widget-390-light-review-empty');
  await back.click();
  await expect(review).toBeFocused();
  await widget.evaluate((element) => element.setAttribute('theme', 'dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await review.click();
  await expect(view.getByText(/Nothing to review right now/)).toBeVisible();
  await shot(page, 'widget-1280-dark-review-empty');
  await back.click();
  await expect(review).toBeFocused();
});
