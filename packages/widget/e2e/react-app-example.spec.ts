import { expect, test } from '@playwright/test';
import { createClient, memoryTokenStore } from '@parla/sdk';

const apiBase = `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}`;
const appUrl = `http://127.0.0.1:${process.env.WIDGET_E2E_REACT_PORT}/`;

/** Registers and verifies a learner on the real server (through its development outbox); the registration form's box accepts the terms. */
async function registerLearner(email: string, password: string): Promise<void> {
  const client = createClient({ baseUrl: apiBase, tokenStore: memoryTokenStore() });
  await client.auth.register({ first_name: 'Ada', last_name: 'Lovelace', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true });
  const { results } = await client.dev.outbox({ to: email }, { devKey: process.env.PARLA_DEV_OUTBOX_KEY ?? '' });
  const link = results[0]?.links.find((href) => href.includes('/verify-email/'));
  expect(link, 'a verification link in the development outbox').toBeTruthy();
  await client.auth.verifyEmail({ token: decodeURIComponent(link!.split('/verify-email/')[1]!.replace(/\/$/, '')) });
}

test('the React app example (npx vite examples/react-app): a learner signs in, is not asked for the terms again, sends a message and sees the streamed reply', async ({ page }) => {
  const email = `react-example-${Date.now()}@parla.test`;
  const password = 'a long enough password';
  await registerLearner(email, password);

  await page.goto(appUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();

  const input = page.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeVisible();
  // The terms were accepted at registration: no dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await input.fill('Hola, quiero practicar mi español.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(input).toHaveValue('');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.locator('[data-sender="user"]').getByText('Hola, quiero practicar mi español.')).toBeVisible();
  const reply = conversation.locator('[data-sender="ai"][data-status="delivered"]').last();
  await expect(reply).toBeVisible();
  await expect(reply.locator('.parla-message__text')).not.toBeEmpty();
  // The page has the window's height (the README's index.html line): the chat fits, its list scrolls, the box stays in view.
  await expect(input).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);

  // The reply is the server's: the conversation on the server holds the same text.
  const client = createClient({ baseUrl: apiBase, tokenStore: memoryTokenStore() });
  await client.auth.login({ username: email, password });
  const active = await client.conversations.active({ target_language: 'es', learning_mode: 'free_conversation' });
  const conversationId = active.results[0]?.id;
  expect(conversationId).toBeTruthy();
  const messages = await client.conversations.messages(conversationId!, { ordering: '-timestamp' });
  const serverReply = messages.results.find((message) => message.sender === 'ai');
  expect(serverReply?.message_text.length).toBeGreaterThan(0);
  await expect(reply.locator('.parla-message__text')).toContainText(serverReply!.message_text.trim().slice(0, 20));
});
