import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSWORD, mailedLink, newContext, uniqueEmail } from './support/api.js';

test('a learner registers (accepting the terms), verifies, chats, uses the menus, exports, manages the history and signs out', async ({ browser, request }) => {
  const context = await newContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const email = uniqueEmail('journey');

  // Register.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveTitle('Create an account · Parla');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // Verify by the emailed link: it signs the learner in.
  const link = await mailedLink(request, email, '/verify-email/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Your email is verified and you are signed in.')).toBeVisible();
  await page.getByRole('link', { name: 'Start learning' }).click();

  // The terms were accepted on the registration form: New conversation does not ask again.
  await expect(page).toHaveURL(/\/new-conversation$/);
  await expect(page.getByRole('button', { name: 'Start conversation' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toHaveCount(0);

  // New conversation, then a streamed reply.
  await page.getByRole('button', { name: 'Start conversation' }).click();
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  const conversationUrl = page.url();
  await page.getByLabel('Your message').fill('Hola, me llamo Grace y me gusta el cafe.');
  await page.getByRole('button', { name: 'Send message' }).click();
  // The tutor's greeting opens the conversation; the reply follows the learner's message.
  const reply = page.locator('.parla-message[data-sender="user"] ~ .parla-message[data-sender="ai"][data-status="delivered"]').first();
  await expect(reply).toBeVisible();
  await expect(reply.locator('.parla-message__text')).not.toBeEmpty();
  const mine = page.locator('.parla-message[data-sender="user"]').first();
  await expect(mine).toContainText('me llamo Grace');

  // Message menu: speak, copy, edit (no Translate: the offline server has no translation engine, and says so up front).
  const openMenu = async (message: typeof reply) => {
    await message.hover();
    await message.getByRole('button', { name: 'Message actions' }).click();
  };
  await openMenu(reply);
  await page.getByRole('menuitem', { name: 'Speak' }).click();
  await openMenu(reply);
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await expect(page.getByText('Message copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(0);
  await openMenu(reply);
  await expect(page.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
  // Spanish → English is translated offline (Debian's Apertium, which .ci/run installs).
  await expect(page.getByRole('menuitem', { name: 'Translate' })).toBeVisible();
  await page.keyboard.press('Escape');
  await openMenu(mine);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByLabel('Edit your message');
  await editor.fill('Hola, me llamo Grace.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toContainText('Hola, me llamo Grace.');

  // Export the conversation.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Conversation options' }).click();
  // The server scores English pronunciation only (pocketsphinx): in this Spanish conversation the entry says so and stays shut.
  const pronunciation = page.getByRole('menuitem', { name: 'Pronunciation practice' });
  await expect(pronunciation).toHaveAttribute('aria-disabled', 'true');
  await expect(pronunciation).toHaveAttribute('title', 'Pronunciation practice isn’t available for Spanish yet.');
  await page.getByRole('menuitem', { name: 'Export conversation' }).click();
  const download = await downloading;
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported).toContain('Hola, me llamo Grace.');

  // A second conversation, then the history: resume the first, delete the second.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New conversation' }).click();
  await page.getByRole('button', { name: 'Start conversation' }).click();
  await expect(page).not.toHaveURL(conversationUrl);
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  const secondUrl = page.url();
  // History lists ended conversations; nothing in the chat screen ends one yet, so the first is ended through the API.
  const tokens = JSON.parse((await page.evaluate(() => localStorage.getItem('parla_tokens'))) ?? '{}') as { access: string };
  const firstId = conversationUrl.split('/').pop() ?? '';
  const ended = await request.post(`/api/v1/conversations/${firstId}/end/`, { headers: { Authorization: `Bearer ${tokens.access}` } });
  expect(ended.ok()).toBe(true);
  await page.reload();
  const history = page.getByRole('region', { name: 'Your conversations' });
  await expect(history.getByRole('button', { name: /^Resume/ })).toHaveCount(1);
  await history.getByRole('button', { name: /^Resume/ }).click();
  await expect(page).toHaveURL(conversationUrl);
  await expect(page.locator('.parla-message[data-sender="user"]').first()).toContainText('Hola, me llamo Grace.');
  await history.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // Deleting the conversation that was open takes the learner on (#25 point 7): to another conversation or a new one,
  // never to "This conversation can't be opened"; the deleted one is listed nowhere.
  await expect(page).not.toHaveURL(conversationUrl);
  await expect(page.getByText('This conversation can’t be opened')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Resume/ })).toHaveCount(0);
  expect(secondUrl).not.toBe(conversationUrl);

  // Sign out: back home, signed out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('parla_tokens'))).toBeNull();
  await context.close();
});
