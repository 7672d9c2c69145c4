import { expect, test } from '@playwright/test';
import { clientAddress, createConversation, createLearner, createPartnerLearner, newContext, screenReady } from './support/api.js';

test('the terms dialog opens on New conversation, Chat and Settings only; the backdrop closes it; Decline signs out with a warning', async ({ browser, request }) => {
  const learner = await createPartnerLearner(request);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });

  for (const path of ['/', '/profile', '/about']) {
    await page.goto(path);
    await screenReady(page);
    await expect(dialog).toHaveCount(0);
  }
  for (const path of ['/new-conversation', '/chat', '/settings']) {
    await page.goto(path);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    await page.getByTestId('parla-terms-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
  }
  // Opening again starts unticked; Decline signs out with the warning.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New conversation' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You need to accept the terms to use Parla. You have been signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

test('a rejected token is refreshed once, and when the refresh fails too the learner goes to /login', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto('/profile');
  await screenReady(page);
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Ada');

  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/auth/refresh/')) {
      refreshes.push(response.status());
    }
  });
  // A well-formed, unexpired but forged access token and an unknown refresh token.
  await page.evaluate(() => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const access = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ user_id: 'x', username: 'x', exp: Math.floor(Date.now() / 1000) + 3600, iat: Math.floor(Date.now() / 1000) })}.forged`;
    localStorage.setItem('parla_tokens', JSON.stringify({ access, refresh: 'not-a-refresh-token' }));
  });
  // The chat asks the API for the active conversation: 401, one refresh (refused), then /login.
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(refreshes.length).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('parla_tokens'))).toBeNull();
  await context.close();
});

test('offline and back online: the banner follows the browser', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const conversationId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  for (const path of ['/', `/chat/${conversationId}`]) {
    await page.goto(path);
    await screenReady(page);
    const offline = page.getByText('You’re offline. Check your connection to keep practising.');
    await expect(offline).toHaveCount(0);
    await context.setOffline(true);
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
  }
  await context.close();
});

test('a message sent offline is kept, not delivered, and sent once as soon as the connection is back', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const conversationId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto(`/chat/${conversationId}`);
  await screenReady(page);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Your message' }).fill('Hola sin conexión');
  await send.click();
  const undelivered = conversation.locator('article', { hasText: 'Hola sin conexión' });
  await expect(undelivered.getByText('Not delivered')).toBeVisible({ timeout: 30_000 });

  // Back online, the kept message goes by itself (#25 point 2), exactly once.
  await context.setOffline(false);

  // The stored greeting and the reply (1 was also true before the reply came, so it proved nothing).
  await expect(conversation.locator('article[data-sender="ai"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(conversation.locator('article[data-sender="user"] ~ article[data-sender="ai"]')).toHaveCount(1);
  await expect(conversation.getByText('Not delivered')).toHaveCount(0);
  await expect(conversation.locator('article[data-sender="user"]', { hasText: 'Hola sin conexión' })).toHaveCount(1);
  const stored = await request.get(`/api/v1/conversations/${conversationId}/messages/`, { headers: { Authorization: `Bearer ${learner.tokens.access}` } });
  const texts = ((await stored.json()) as { results: Array<{ message_text: string }> }).results.map((message) => message.message_text);
  expect(texts.filter((text) => text === 'Hola sin conexión')).toHaveLength(1);
  await context.close();
});

test('deleting the open conversation from the drawer opens the next one, and the only one leads to a new conversation', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const older = await createConversation(request, learner);
  const open = await createConversation(request, learner);
  // The history lists the conversations the learner wrote in.
  for (const conversationId of [older, open]) {
    const sent = await request.post('/api/v1/conversations/send-message/', {
      headers: { Authorization: `Bearer ${learner.tokens.access}`, 'X-Forwarded-For': clientAddress() },
      data: { conversation_id: conversationId, message_text: 'Hola' },
    });
    expect(sent.ok()).toBe(true);
  }
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1100, height: 760 });
  await page.goto(`/chat/${open}`);
  await screenReady(page);
  const history = page.getByRole('complementary');
  await expect(history.locator('.parla-history__item')).toHaveCount(2);

  // The open conversation is the newest, listed first: its neighbour is the older one.
  await history.locator('.parla-history__item').first().getByRole('button', { name: /^Delete “/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL(new RegExp(`/chat/${older}$`));
  await expect(page.getByRole('heading', { name: 'This conversation can’t be opened' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await expect(history.locator('.parla-history__item')).toHaveCount(1);

  await history.getByRole('button', { name: /^Delete “/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL(/\/new-conversation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start a conversation' })).toBeVisible();
  await context.close();
});

test('a screen whose code cannot be downloaded asks for a reload, and the rest of the app goes on', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.route(/\/assets\/settings-route-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  await screenReady(page);

  await page.getByRole('link', { name: 'Settings' }).first().click();

  await expect(page.getByRole('alert')).toHaveText('Part of the app could not be loaded. Please reload the page.');
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await context.close();
});

test('Stop ends the streaming reply and nothing else: no empty message is submitted by the Send button taking its place', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const conversationId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto(`/chat/${conversationId}`);
  await page.getByLabel('Your message').fill('Hola, ¿qué tal? Me gusta mucho aprender idiomas.');
  await page.getByRole('button', { name: 'Send message' }).click();

  await page.getByRole('button', { name: 'Stop the reply' }).click();

  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(page.getByText('Message cannot be empty')).toHaveCount(0);
  await expect(page.getByLabel('Your message')).not.toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('leaving the chat while the tutor replies does not lose the reply: it is there, whole, on coming back', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const conversationId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto(`/chat/${conversationId}`);
  await page.getByLabel('Your message').fill('Hola, me gusta mucho viajar y conocer otros países.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('button', { name: 'Stop the reply' })).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goBack();

  const reply = page.locator('.parla-message[data-sender="user"] ~ .parla-message[data-sender="ai"]').last();
  await expect(reply).toHaveAttribute('data-status', 'delivered', { timeout: 15_000 });
  await expect(reply.locator('.parla-message__text')).not.toBeEmpty();
  await expect(page.getByText('Not delivered')).toHaveCount(0);
  await context.close();
});

test('a dark theme is painted before the app’s code runs: no white flash', async ({ browser }) => {
  const context = await newContext(browser);
  await context.addInitScript(() => localStorage.setItem('parla_theme', 'dark'));
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort('failed')); // the app's code never arrives
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const backgrounds = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
  expect(backgrounds).toEqual(['rgb(18, 18, 18)', 'rgba(0, 0, 0, 0)']);
  await context.close();
});

test('a message with markup shows as text, and no script runs', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const conversationId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/chat/${conversationId}`);
  const markup = '<img src=x onerror=alert(1)>';
  await page.getByLabel('Your message').fill(markup);
  await page.getByRole('button', { name: 'Send message' }).click();
  const mine = page.locator('.parla-message[data-sender="user"]').first();
  await expect(mine.locator('.parla-message__text')).toHaveText(markup);
  await expect(page.locator('.parla-message[data-sender="ai"][data-status="delivered"]')).toHaveCount(2); // the greeting and the reply
  await expect(page.locator('.parla-message img')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.parla-message[data-sender="user"] .parla-message__text').first()).toHaveText(markup);
  expect(dialogs).toBe(0);
  await context.close();
});

test('unhandled errors are only logged: nothing is shown', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      logged.push(message.text());
    }
  });
  await page.goto('/about');
  await screenReady(page);
  const before = await page.locator('body').innerText();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom from a timer');
    });
    void Promise.reject(new Error('boom from a promise'));
  });
  await expect.poll(() => logged.join('\n')).toContain('boom from a promise');
  await expect.poll(() => logged.join('\n')).toContain('boom from a timer');
  expect(await page.locator('body').innerText()).toBe(before);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('navigation: links do not reload the page, scroll to the top, back works and restores the scroll, a hash target is scrolled to', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await screenReady(page);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });
  // The profile's code is loaded once here, so below it renders at once instead of a short placeholder first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('main').getByLabel('First name')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About · Parla');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // A new screen starts at the top; back shows the page where the learner left it.
  await expect(page.locator('#help')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveTitle('Profile · Parla');
  await expect(page.getByRole('main').getByLabel('First name')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveTitle('About · Parla');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveTitle('Home · Parla');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help and feedback' }).click();
  await expect(page).toHaveURL(/\/profile#help$/);
  await expect(page.locator('#help')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await context.close();
});

test('behind a reverse proxy at a sub-path (X-Forwarded-Prefix), assets and API calls stay under the prefix', async ({ browser, request, baseURL }) => {
  const learner = await createLearner(request);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  const origin = baseURL ?? '';
  // A tiny reverse proxy: /tutor/* goes to the server without the prefix, which learns it from X-Forwarded-Prefix.
  const seen: string[] = [];
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    seen.push(url.pathname);
    if (!url.pathname.startsWith('/tutor/') && url.pathname !== '/tutor') {
      await route.fulfill({ status: 404, body: 'outside the proxy prefix' });
      return;
    }
    url.pathname = url.pathname.slice('/tutor'.length) || '/';
    try {
      const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), 'x-forwarded-prefix': '/tutor' } });
      await route.fulfill({ response });
    } catch (error) {
      // The page may abort a request while the proxy forwards it (a screen unmounting cancels its calls);
      // there is then nothing to answer. Anything else is a real failure.
      if (!/disposed|has been closed|already handled/i.test(String(error))) {
        throw error;
      }
    }
  });
  await page.goto('/tutor/profile');
  await screenReady(page);
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Ada');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/tutor\/settings$/);
  expect(seen.filter((path) => !path.startsWith('/tutor'))).toEqual([]);
  expect(seen.some((path) => path.startsWith('/tutor/api/v1/auth/profile'))).toBe(true);
  expect(seen.some((path) => path.startsWith('/tutor/assets/'))).toBe(true);
  await context.close();
});
