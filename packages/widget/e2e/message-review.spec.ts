import { expect, test, type Locator, type Page } from '@playwright/test';

/** The chat inside the widget's shadow roots (Playwright's CSS locators pierce open shadow roots). */
function widget(page: Page): Locator {
  return page.locator('tutor-chat');
}

/** Opens the partner page as a new learner, in the interface language `locale`, and accepts the terms once they show. */
async function openAsNewLearner(page: Page, locale: 'en' | 'es'): Promise<void> {
  await page.goto('/');
  await page.locator('tutor-chat').evaluate((element, value) => element.setAttribute('locale', value), locale);
  const dialog = widget(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept|aceptar/i }).click();
  await expect(dialog).toBeHidden();
}

/** Sends `text` and returns the review block of the learner's bubble once it shows corrections. */
async function sendAndSeeCorrections(page: Page, text: string): Promise<Locator> {
  const input = widget(page).getByRole('textbox').first();
  await input.fill(text);
  await input.press('Enter');
  const corrections = widget(page).locator('.parla-message[data-sender="user"] .parla-corrections[data-state="corrected"]').last();
  await expect(corrections).toBeVisible({ timeout: 30_000 });
  return corrections;
}

test.describe('<tutor-chat> reviews the learner’s messages', () => {
  test('shows a misspelt word corrected on the learner’s bubble, with a "Why?" that opens the explanation', async ({ page }) => {
    await openAsNewLearner(page, 'en');
    const corrections = await sendAndSeeCorrections(page, 'Me gusta la musica.');

    const bubble = widget(page).locator('.parla-message[data-sender="user"]').last();
    await expect(bubble.locator('.parla-corrected-text__original')).toHaveText('musica');
    await expect(bubble.locator('.parla-corrected-text__replacement')).toHaveAttribute('data-replacement', 'música');
    await expect(corrections.getByText('Correction: “música” instead of “musica” — accent.')).toBeAttached();
    const why = corrections.getByRole('button', { name: 'Why?' });
    await why.click();
    const explanations = corrections.getByRole('region', { name: 'Explanations' });
    await expect(explanations).toBeFocused();
    await expect(explanations).toContainText('música');
    await page.keyboard.press('Escape');
    await expect(why).toBeFocused();
  });

  test('speaks the interface language set on the element (Spanish)', async ({ page }) => {
    await openAsNewLearner(page, 'es');
    const corrections = await sendAndSeeCorrections(page, 'Me gusta el cafe.');

    await expect(corrections.getByText('Corrección: «café» en lugar de «cafe» — acento.')).toBeAttached();
    await corrections.getByRole('button', { name: '¿Por qué?' }).click();
    await expect(corrections.getByRole('region', { name: 'Explicaciones' })).toBeFocused();
  });
});
