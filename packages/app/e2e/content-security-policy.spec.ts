import { expect, test } from '@playwright/test';
import { listEndpoints } from '@parla/contract';
import { watchCspViolations } from '@parla/test-utils/browser';
import { adminEmail, createConversation, createLearner, newContext, screenReady } from './support/api.js';

/** Every route of §2; `{chat}` is replaced by a conversation of the learner. */
const ROUTES = [
  '/',
  '/about',
  '/login',
  '/register',
  '/verify-email/not-a-real-token',
  '/forgot-password',
  '/reset-password/some-uid/some-token',
  '/new-conversation',
  '/chat',
  '/chat/{chat}',
  '/settings',
  '/profile',
  '/admin',
  '/debug/silero-vad',
  '/debug/silero-vad-test',
  '/no/such/page',
];

test.describe('the Content-Security-Policy of the app', () => {
  test('is sent with every page: no inline code but the page\'s own hashed blocks, no framing', async ({ request }) => {
    const response = await request.get('/chat');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  });

  test('lets every route render, the chat answer and its menus open, with no violation reported', async ({ browser, request }) => {
    const learner = await createLearner(request, { email: adminEmail(8), preferences: { theme: 'dark' } });
    const chatId = await createConversation(request, learner);
    const context = await newContext(browser, { learner, theme: 'dark' });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);

    for (const route of ROUTES) {
      await page.goto(route.replace('{chat}', chatId));
      await screenReady(page);
      await expect(page.locator('.parla-root')).toHaveAttribute('data-theme', 'dark');
      await page.waitForLoadState('networkidle');
    }

    // The chat's on-demand parts bring their own rules: a reply, the message menu, the emoji picker.
    await page.goto(`/chat/${chatId}`);
    await screenReady(page);
    const input = page.getByRole('textbox').last();
    await input.fill('Hola, ¿qué tal?');
    await input.press('Enter');
    await expect(page.locator('[data-role="ai"], .parla-message--ai, [data-sender="ai"]').last()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Insert emoji' }).click();
    await expect(page.getByRole('dialog', { name: 'Emoji picker' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Message actions' }).last().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Conversation options' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // The menu's own rules applied (adopted by the document): its items are laid out by the library.
    expect(await page.getByRole('menuitem').first().evaluate((element) => getComputedStyle(element).cursor)).toBe('pointer');
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    // The library's stylesheet reached the page: the dark theme's background is painted on the root.
    expect(await page.locator('.parla-root').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(18, 18, 18)');

    expect(violations).toEqual([]);
    await context.close();
  });

  test('lets the API reference page render every operation of the contract with its examples, styled, light and dark, with no violation reported', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/api/v1/docs/');
    // Swagger UI parses its 1.7 MB bundle and the document first: seconds on a busy 2-core machine.
    await expect(page.locator('.info .title')).toContainText('Parla API', { timeout: 30_000 });
    await expect(page.locator('.opblock')).toHaveCount(listEndpoints().length);
    // Swagger UI's stylesheet applied: an operation's method badge is white on its colour.
    expect(await page.locator('.opblock-summary-method').first().evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
    // An operation opens with its description and its request and response examples from the contract.
    const login = page.locator('.opblock').filter({ has: page.locator('[data-path="/api/v1/auth/login/"]') });
    await login.locator('button.opblock-summary-control').click();
    await expect(login).toContainText('Signs in with the email as');
    await expect(login.locator('.body-param__example')).toContainText('learner@example.com');
    await expect(login.locator('.responses-table')).toContainText('Please enter a valid email');
    // It follows the colour scheme.
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark-mode'));
    expect(await isDark()).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(isDark).toBe(false);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
