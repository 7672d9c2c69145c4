import { expect, test } from '@playwright/test';
import { watchCspViolations } from '@parla/test-utils/browser';

test.describe('<tutor-chat> on a partner page whose CSP forbids inline scripts and styles', () => {
  test('renders styled, accepts the terms, sends a message and shows the reply, with no violation reported', async ({ page }) => {
    const violations = await watchCspViolations(page);
    // The partner example's /strict page: its policy allows only its own files and calls to Parla.
    const response = await page.goto('/strict');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'; style-src 'self';");
    expect(policy).not.toContain('unsafe');

    const widget = page.locator('tutor-chat');
    const dialog = widget.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The library's rules reached the shadow root: the dialog is laid out and painted by them.
    expect(await dialog.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /accept/i }).click();
    await expect(dialog).toBeHidden();

    const input = widget.getByRole('textbox', { name: /message/i });
    await input.fill('Hola, ¿qué tal?');
    await input.press('Enter');
    // The welcome message, the learner's, and the tutor's reply.
    await expect(widget.locator('.parla-message').nth(2)).toBeVisible({ timeout: 30_000 });

    // The element's own rules (the frame fills its box as a column) and the library's (the chat's light background,
    // its send button's colours) apply.
    const frame = widget.locator('.tutor-chat-frame');
    expect(await frame.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await frame.evaluate((element) => getComputedStyle(element).flexDirection)).toBe('column');
    expect(await widget.locator('.parla-root').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await widget.locator('.parla-root').evaluate((element) => getComputedStyle(element).fontFamily)).not.toBe(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    );

    expect(violations).toEqual([]);
  });
});
