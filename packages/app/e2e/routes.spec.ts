import { expect, test } from '@playwright/test';
import { appMessagesEn } from '../src/i18n/app-messages-en.js';
import { appMessagesEs } from '../src/i18n/app-messages-es.js';
import type { AppMessageKey } from '../src/i18n/app-messages-en.js';
import { adminEmail, createConversation, createLearner, newContext, screenReady } from './support/api.js';
import { seriousViolations } from './support/axe.js';

/** Every route of §2 with the title it must show. `{chat}` is replaced by a conversation of the learner. */
const ROUTES: ReadonlyArray<{ path: string; title: AppMessageKey }> = [
  { path: '/', title: 'route.home' },
  { path: '/about', title: 'route.about' },
  { path: '/login', title: 'route.login' },
  { path: '/register', title: 'route.register' },
  { path: '/verify-email/not-a-real-token', title: 'route.verifyEmail' },
  { path: '/forgot-password', title: 'route.forgotPassword' },
  { path: '/reset-password/some-uid/some-token', title: 'route.resetPassword' },
  { path: '/new-conversation', title: 'route.newConversation' },
  { path: '/chat', title: 'route.chat' },
  { path: '/chat/{chat}', title: 'route.chat' },
  { path: '/settings', title: 'route.settings' },
  { path: '/profile', title: 'route.profile' },
  { path: '/admin', title: 'route.admin' },
  { path: '/debug/silero-vad', title: 'route.sileroVad' },
  { path: '/debug/silero-vad-test', title: 'route.sileroVadTest' },
  { path: '/no/such/page', title: 'route.notFound' },
];

const COMBINATIONS = [
  { theme: 'light', locale: 'en', admin: 1 },
  { theme: 'dark', locale: 'en', admin: 2 },
  { theme: 'light', locale: 'es', admin: 3 },
  { theme: 'dark', locale: 'es', admin: 4 },
] as const;

for (const { theme, locale, admin } of COMBINATIONS) {
  test(`every route renders, is titled and has no serious axe violation (${theme}, ${locale})`, async ({ browser, request }) => {
    const messages = locale === 'es' ? appMessagesEs : appMessagesEn;
    const learner = await createLearner(request, { email: adminEmail(admin), preferences: { theme, ui_language: locale } });
    const chatId = await createConversation(request, learner);
    const context = await newContext(browser, { learner, theme, locale });
    const page = await context.newPage();
    const problems: string[] = [];

    for (const route of ROUTES) {
      const path = route.path.replace('{chat}', chatId);
      await page.goto(path);
      await screenReady(page);
      await expect(page.locator('.parla-root')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('.parla-root')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${messages[route.title]} · Parla`);
      if (path === '/chat') {
        // The active conversation opens.
        await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`));
      }
      if (path === '/admin') {
        await expect(page.locator('.parla-admin, [class*="parla-admin"]').first()).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) {
        problems.push(`${path}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.targets.slice(0, 3).join(' | ')}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
}

test('a Spanish learner never sees English first: every frame until the screen is ready is empty or Spanish', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'es' });
  await context.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { parlaFrames: string[] }).parlaFrames = frames;
    const record = () => {
      frames.push(document.body ? document.body.innerText : '');
      if (frames.length < 600) {
        requestAnimationFrame(record);
      }
    };
    requestAnimationFrame(record);
  });
  const page = await context.newPage();
  await page.goto('/login');
  await screenReady(page);
  await expect(page.getByRole('link', { name: appMessagesEs['nav.skip'] })).toBeAttached();
  const frames = await page.evaluate(() => (window as unknown as { parlaFrames: string[] }).parlaFrames);
  // English shell and screen texts that have no Spanish twin of the same spelling.
  const english = [appMessagesEn['nav.skip'], appMessagesEn['nav.signIn'], 'Password'];
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((text) => english.some((words) => text.includes(words)))).toEqual([]);
  await context.close();
});
