import { expect, test, type Locator, type Page } from '@playwright/test';

const apiBase = `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}`;

/** Where the screenshots of these states go (looked at by people, not compared). */
const screenshots = process.env.WIDGET_E2E_SCREENSHOTS;

interface RecordedEvent {
  type: string;
  detail: Record<string, unknown>;
}

/** The chat inside the widget's shadow roots (Playwright's CSS locators pierce open shadow roots). */
function widget(page: Page): Locator {
  return page.locator('tutor-chat');
}

/** Records every `tutor-chat:*` event with its detail, from before the page's scripts run. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { tutorChatEvents: typeof events }).tutorChatEvents = events;
    for (const name of ['ready', 'message', 'error', 'session-expired', 'quota-warning']) {
      document.addEventListener(`tutor-chat:${name}`, (event) => {
        events.push({ type: event.type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) });
      });
    }
  });
}

function events(page: Page, type: string): Promise<RecordedEvent[]> {
  return page.evaluate(
    (wanted) => (window as unknown as { tutorChatEvents: RecordedEvent[] }).tutorChatEvents.filter((event) => event.type === wanted),
    type,
  );
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
