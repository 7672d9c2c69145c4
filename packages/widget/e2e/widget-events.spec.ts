import { expect, test, type Page } from '@playwright/test';
import { events, recordEvents } from './support/recorded-events.js';

const apiBase = `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}`;

/**
 * Opens the partner page as a new learner, accepts the terms and waits for `tutor-chat:ready`; returns the learner
 * session the partner's backend handed to the widget (its `/session` answer).
 */
async function openAsNewLearner(page: Page): Promise<{ access: string; refresh: string }> {
  const sessionResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/session' && response.ok());
  await page.goto('/');
  const tokens = (await (await sessionResponse).json()) as { access: string; refresh: string };
  const dialog = page.locator('tutor-chat').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await events(page, 'tutor-chat:ready')).length).toBe(1);
  return tokens;
}

test.describe('the widget’s events against the real server', () => {
  test('tutor-chat:quota-warning reports a daily quota at 80 % with its counter, use, limit and fraction', async ({ page, request }) => {
    await recordEvents(page);
    const tokens = await openAsNewLearner(page);
    const widget = page.locator('tutor-chat');
    await widget.getByRole('textbox').first().fill('Hola, ¿qué tal?');
    await widget.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(async () => (await events(page, 'tutor-chat:message')).length).toBe(1);
    const [reply] = await events(page, 'tutor-chat:message');
    const messageId = (reply!.detail.message as { id: string }).id;
    expect(await events(page, 'tutor-chat:quota-warning')).toEqual([]);

    // The learner has the tutor read its reply aloud 40 times today (of the free tier's 50 voice requests).
    for (let count = 0; count < 40; count += 1) {
      const response = await request.post(`${apiBase}/api/v1/voice/synthesize/message/`, {
        headers: { Authorization: `Bearer ${tokens.access}`, 'X-API-Version': 'v1' },
        data: { message_id: messageId, voice_gender: 'female' },
      });
      expect(response.status(), await response.text()).toBe(200);
    }

    // On the learner's next visit the widget adopts the server's usage and warns once for that counter.
    await page.reload();
    await expect.poll(async () => (await events(page, 'tutor-chat:quota-warning')).length).toBe(1);
    const [warning] = await events(page, 'tutor-chat:quota-warning');
    expect(warning!.detail).toEqual({ counter: 'daily.voiceRequests', used: 40, limit: 50, fraction: 0.8 });
    await page.waitForTimeout(500);
    expect(await events(page, 'tutor-chat:quota-warning')).toHaveLength(1);
  });

  test('tutor-chat:session-expired fires with renewing: true when the refresh is refused, and the token provider’s new session carries on', async ({ page, request }) => {
    await recordEvents(page);
    const tokens = await openAsNewLearner(page);
    const [firstReady] = await events(page, 'tutor-chat:ready');

    // The learner's Parla account is deleted elsewhere: its access token and its refresh token stop working.
    const deleted = await request.delete(`${apiBase}/api/v1/user/delete-account/`, {
      headers: { Authorization: `Bearer ${tokens.access}`, 'X-API-Version': 'v1' },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);

    // The next call answers 401 and the refresh is refused (here: saving a preference the partner page changes, if the
    // chat's own calls have not got there first): the widget reports it and asks the partner for a new session.
    const renewed = page.waitForResponse((response) => new URL(response.url()).pathname === '/session' && response.ok());
    const widget = page.locator('tutor-chat');
    await widget.evaluate((element) => element.setAttribute('skill-level', 'advanced'));
    await expect.poll(async () => (await events(page, 'tutor-chat:session-expired')).length).toBe(1);
    expect((await events(page, 'tutor-chat:session-expired'))[0]!.detail).toEqual({ renewing: true });
    await renewed;

    // The partner's backend made a new learner (the old one is gone): terms again, then the chat is ready again.
    const dialog = widget.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /accept/i }).click();
    await expect.poll(async () => (await events(page, 'tutor-chat:ready')).length).toBe(2);
    const [, secondReady] = await events(page, 'tutor-chat:ready');
    expect(secondReady!.detail.userId).not.toBe(firstReady!.detail.userId);
  });
});
