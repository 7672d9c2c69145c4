import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PASSWORD, createConversation, createLearner, newContext, screenReady } from './support/api.js';

/** The focused element's tag and text, and whether a focus ring is drawn on it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return { tag: element.localName, text: element.textContent?.trim() ?? '', outline: getComputedStyle(element).outlineStyle };
  });
}

test('signing in from the keyboard leaves the focus on the new page’s heading, not on <body>, with no ring on it', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await screenReady(page);
  await page.getByRole('main').getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/new-conversation$/);
  const heading = page.getByRole('main').getByRole('heading', { name: 'Start a conversation' });
  await expect(heading).toBeFocused();
  expect(await focused(page)).toEqual({ tag: 'h1', text: 'Start a conversation', outline: 'none' });
  // The next Tab goes on inside the new page, not from the top of the document.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
  await context.close();
});

test('Start conversation from the keyboard puts the focus in the new chat’s message box', async ({ browser, request }) => {
  const learner = await createLearner(request);
  // An older conversation, so the chat's drawer lists history items before the message box.
  await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto('/new-conversation');
  await screenReady(page);
  await page.getByRole('button', { name: 'Start conversation' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  const messageBox = page.getByRole('textbox', { name: 'Your message' });
  await expect(messageBox).toBeFocused();
  await page.keyboard.type('Hola');
  await expect(messageBox).toHaveValue('Hola');
  await context.close();
});

test('a header link followed from the keyboard focuses the new page’s heading; opening a page leaves the focus alone', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const chatId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto('/about');
  await screenReady(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Settings' })).toBeFocused();

  // The chat: its own heading, not the history drawer's that comes first in the document.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await expect(page.locator('.parla-chat-header__title')).toBeFocused();

  // A fresh page load (with the redirect of /chat to the active conversation) keeps the browser's own start.
  await page.goto('/chat');
  await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await screenReady(page);
  await expect(page.locator('.parla-chat-header__title')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await context.close();
});
