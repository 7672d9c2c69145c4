import { expect, test, type Locator, type Page } from '@playwright/test';
import { events, recordEvents } from './support/recorded-events.js';

const apiBase = `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}`;

/** Where the screenshots of these states go (looked at by people, not compared). */
const screenshots = process.env.WIDGET_E2E_SCREENSHOTS;

/** The chat inside the widget's shadow roots (Playwright's CSS locators pierce open shadow roots). */
function widget(page: Page): Locator {
  return page.locator('tutor-chat');
}

/**
 * Gives the partner page's `<tutor-chat>` these attributes as the parser adds it, before the loader's script runs (as if
 * the partner had written them; a page fulfilled by `page.route` would lose its access to the loopback API).
 */
async function withAttributes(page: Page, attributes: Record<string, string>): Promise<void> {
  await page.addInitScript((given) => {
    new MutationObserver((_, observer) => {
      const element = document.querySelector('tutor-chat');
      if (element) {
        observer.disconnect();
        for (const [name, value] of Object.entries(given)) {
          element.setAttribute(name, value);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, attributes);
}

/** Accepts the terms once their dialog shows. */
async function acceptTerms(page: Page): Promise<void> {
  const dialog = widget(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept|akzeptieren/i }).click();
  await expect(dialog).toBeHidden();
}

test.describe('a conversation-id the learner cannot open', () => {
  test('another learner’s conversation: tutor-chat:error with code conversation_not_found and no ready; the learner is told, and Start a new conversation opens one', async ({ page, request }) => {
    // Someone else's conversation: another learner of the partner (a session of their own), who started one.
    const other = (await (await request.post('/session', { data: { target_language: 'es' } })).json()) as { access: string };
    const created = await request.post(`${apiBase}/api/v1/conversations/`, {
      headers: { Authorization: `Bearer ${other.access}`, 'X-API-Version': 'v1' },
      data: { target_language: 'es', learning_mode: 'free_conversation' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const othersConversation = ((await created.json()) as { id: string }).id;

    await recordEvents(page);
    await withAttributes(page, { 'conversation-id': othersConversation, locale: 'en' });
    await page.goto('/?host-css=0');
    await acceptTerms(page);

    const notice = widget(page).getByRole('alert').filter({ hasText: 'This conversation could not be found.' });
    await expect(notice).toBeVisible();
    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
    await expect(widget(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(async () => (await events(page, 'tutor-chat:error')).length).toBe(1);
    expect((await events(page, 'tutor-chat:error'))[0]!.detail).toEqual({ message: expect.any(String), source: 'chat', code: 'conversation_not_found', conversationId: othersConversation });
    if (screenshots) {
      await widget(page).screenshot({ path: `${screenshots}/conversation-not-found.png` });
    }
    await page.waitForTimeout(500);
    expect(await events(page, 'tutor-chat:ready')).toEqual([]);

    await widget(page).getByRole('button', { name: 'Start a new conversation' }).click();
    await expect.poll(async () => (await events(page, 'tutor-chat:ready')).length).toBe(1);
    const [ready] = await events(page, 'tutor-chat:ready');
    expect(ready!.detail.conversationId).toEqual(expect.any(String));
    expect(ready!.detail.conversationId).not.toBe(othersConversation);
    await expect(notice).toHaveCount(0);
    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toBeEditable();
    await expect(widget(page).locator('.parla-chat-header')).toHaveAttribute('data-state', 'ready');
    expect(await events(page, 'tutor-chat:error')).toHaveLength(1);
  });

  test('a conversation that does not exist, in the widget’s interface language (here German)', async ({ page }) => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await recordEvents(page);
    await withAttributes(page, { 'conversation-id': missing, locale: 'de' });
    await page.goto('/?host-css=0');
    await acceptTerms(page);

    await expect(widget(page).getByRole('alert')).toHaveText('Dieses Gespräch wurde nicht gefunden.');
    await expect.poll(async () => (await events(page, 'tutor-chat:error')).map((event) => event.detail.code)).toEqual(['conversation_not_found']);
    await widget(page).getByRole('button', { name: 'Neues Gespräch beginnen' }).click();
    await expect.poll(async () => (await events(page, 'tutor-chat:ready')).length).toBe(1);
    await expect(widget(page).getByRole('textbox').first()).toBeEditable();
  });
});

test.describe('the snackbars inside the widget', () => {
  /** Whether the snackbar's box and the element's box overlap. */
  async function overlaps(snackbar: Locator, element: Locator): Promise<boolean> {
    const [a, b] = [await snackbar.boundingBox(), await element.boundingBox()];
    return !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  }

  /** Whether a click at the element's centre reaches it (or something inside it), not something drawn over it. */
  function reachable(element: Locator): Promise<boolean> {
    return element.evaluate((target) => {
      const box = target.getBoundingClientRect();
      const hit = (target.getRootNode() as ShadowRoot | Document).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && target.contains(hit);
    });
  }

  test('“Terms accepted successfully” in the inline widget leaves Send and the other controls of the input free', async ({ page }) => {
    await page.goto('/?host-css=0');
    await acceptTerms(page);
    const snackbar = widget(page).locator('.parla-snackbar').filter({ hasText: 'Terms accepted successfully' });
    await expect(snackbar).toBeVisible();
    const send = widget(page).getByRole('button', { name: 'Send message' });
    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toBeEditable();
    await expect(widget(page).locator('.parla-chat-header')).toHaveAttribute('data-state', 'ready');
    await expect(snackbar).toBeVisible();
    if (screenshots) {
      await widget(page).screenshot({ path: `${screenshots}/terms-accepted-snackbar.png` });
    }

    // Send, the input's other controls and the suggested replies (they show under the tutor's greeting) are all free.
    const suggestions = widget(page).locator('.parla-suggestion');
    await expect(suggestions.first()).toBeVisible();
    const controls = [send, widget(page).getByRole('button', { name: 'Insert emoji' }), widget(page).getByRole('textbox', { name: 'Your message' }), ...(await suggestions.all())];
    for (const control of controls) {
      // The suggestions are one row that scrolls sideways: each is checked where the row shows it.
      await control.scrollIntoViewIfNeeded();
      expect(await reachable(control), await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(true);
    }
    expect(await overlaps(snackbar, widget(page).locator('.parla-chat-input'))).toBe(false);
    expect(await overlaps(snackbar, widget(page).locator('.parla-suggestions'))).toBe(false);
    // The snackbar stays inside the widget's box, at its right, just above the suggestions.
    const [frame, box, above] = [await widget(page).boundingBox(), await snackbar.boundingBox(), await widget(page).locator('.parla-suggestions').boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    expect(box!.y).toBeGreaterThanOrEqual(frame!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(above!.y);
    expect(box!.y + box!.height).toBeGreaterThan(above!.y - 40);

    // The learner can send at once, while the snackbar still shows.
    await widget(page).getByRole('textbox', { name: 'Your message' }).fill('Hola');
    await send.click({ timeout: 1_000 });
    await expect(snackbar).toBeVisible();
    await expect(widget(page).getByRole('region', { name: 'Conversation' }).getByText('Hola', { exact: true })).toBeVisible();
  });
});
