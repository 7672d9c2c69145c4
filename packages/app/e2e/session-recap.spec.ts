import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createConversation, createLearner, newContext, sendAndAwaitReply } from './support/api.js';
import { seriousViolations } from './support/axe.js';

/** Where screenshots of this journey go (looked at by hand; not compared). */
const SHOTS = process.env.PARLA_E2E_SHOTS;

/** Ten learner messages with slips the embedded reviewer finds (missing accents, misspellings). */
const MESSAGES = [
  'Me gusta la musica y el cafe.',
  'Ayer fui al cine con mi hermana.',
  'Tengo un perro que se llama Toby.',
  'Mi cancion favorita es muy antigua.',
  'El sabado voy a la playa con mis amigos.',
  'Vivo en una ciudad pequeña cerca del mar.',
  'Estudio español porque quiero viajar a Mexico.',
  'Por la mañana tomo un te con limon.',
  'Mi hermano trabaja en un hospital.',
  'La leccion de hoy fue muy util.',
];

/** Sends `text` in the open chat and waits for the tutor's reply to it. */
async function send(page: Page, text: string): Promise<void> {
  await sendAndAwaitReply(page, text);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
}

test('ten messages with mistakes, then End session: the recap at the end of the chat counts them and quotes the learner’s own slips, and the progress charts change, light and dark', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const learner = await createLearner(request, { preferences: { native_language: 'en' } });
  const conversationId = await createConversation(request, learner, { target_language: 'es', native_language: 'en' });
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  // Before writing, the progress charts have nothing to draw.
  await page.goto('/profile');
  await expect(page.locator('.parla-charts[data-state="empty"]')).toBeVisible({ timeout: 30_000 });
  await page.goto(`/chat/${conversationId}`);
  for (const text of MESSAGES) {
    await send(page, text);
  }

  await page.getByRole('button', { name: 'Conversation options' }).click();
  await page.getByRole('menuitem', { name: 'End session and see the recap' }).click();

  const recap = page.locator('.parla-chat-screen__recap .parla-recap');
  await expect(recap).toBeVisible({ timeout: 30_000 });
  await expect(recap.getByRole('heading', { name: 'Your session' })).toBeVisible();
  await expect(recap.getByText('Messages', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('10');
  // The learner's own slip, wrong → right, told to screen readers as a sentence.
  await expect(recap.getByText('“música” instead of “musica”', { exact: true })).toBeAttached();
  await expect(recap.getByText('Focus on accents, for example “música” instead of “musica”.')).toBeVisible();
  await expect(recap.locator('.parla-recap__wrong', { hasText: 'musica' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) {
    await page.locator('.parla-chat-screen__recap').screenshot({ path: `${SHOTS}/recap-light.png` });
    await page.screenshot({ path: `${SHOTS}/chat-ended-light.png` });
  }

  // The counts the card shows are the server's stored recap.
  const stored = await request.get(`/api/v1/conversations/${conversationId}/recap/`, { headers: { Authorization: `Bearer ${learner.tokens.access}` } });
  expect(stored.status()).toBe(200);
  const body = (await stored.json()) as { learner_messages: number; corrections_total: number };
  expect(body.learner_messages).toBe(10);
  await expect(recap.getByText('Corrections', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(String(body.corrections_total));
  await context.close();

  // Dark (the learner's saved theme): the same recap, reopened from the conversation.
  const themed = await request.patch('/api/v1/auth/profile/', { headers: { Authorization: `Bearer ${learner.tokens.access}` }, data: { preferences: { theme: 'dark' } } });
  expect(themed.status()).toBe(200);
  const dark = await newContext(browser, { learner, theme: 'dark' });
  const darkPage = await dark.newPage();
  await darkPage.goto(`/chat/${conversationId}`);
  const darkRecap = darkPage.locator('.parla-chat-screen__recap .parla-recap');
  await expect(darkRecap).toBeVisible({ timeout: 30_000 });
  await expect(darkPage.locator('.parla-root')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(darkPage)).toEqual([]);
  if (SHOTS) {
    await darkPage.locator('.parla-chat-screen__recap').screenshot({ path: `${SHOTS}/recap-dark.png` });
  }

  // The profile's progress shows the learner's level in Spanish, with the level they may choose.
  await darkPage.goto('/profile');
  const level = darkPage.locator('.parla-learner-level');
  await expect(level).toBeVisible({ timeout: 30_000 });
  await expect(level).toContainText(/You write at about (A1|A2|B1|B2|C1|C2)\./);
  if (SHOTS) {
    await level.screenshot({ path: `${SHOTS}/level-dark.png` });
  }
  // After writing, the charts have changed. Their series: today's corrections are the ones the recap counted.
  const history = await request.get('/api/v1/progress/history/?language=es&weeks=4', { headers: { Authorization: `Bearer ${learner.tokens.access}` } });
  expect(history.status()).toBe(200);
  const today = ((await history.json()) as { days: Array<{ minutes: number; words_written: number; corrections: Array<{ count: number }> }> }).days.at(-1);
  expect(today?.corrections.reduce((sum, entry) => sum + entry.count, 0)).toBe(body.corrections_total);
  expect(today?.words_written).toBeGreaterThan(40);
  const minutes = today?.minutes ?? 0;
  await expectChartsWithData(darkPage, minutes);
  expect(await seriousViolations(darkPage)).toEqual([]);
  await chartShots(darkPage, 'dark');
  await dark.close();

  // Light again (the saved theme wins over the browser's): the same charts.
  const unthemed = await request.patch('/api/v1/auth/profile/', { headers: { Authorization: `Bearer ${learner.tokens.access}` }, data: { preferences: { theme: 'light' } } });
  expect(unthemed.status()).toBe(200);
  const light = await newContext(browser, { learner, theme: 'light' });
  const lightPage = await light.newPage();
  await lightPage.goto('/profile');
  await expect(lightPage.locator('.parla-root')).toHaveAttribute('data-theme', 'light');
  await expectChartsWithData(lightPage, minutes);
  expect(await seriousViolations(lightPage)).toEqual([]);
  await chartShots(lightPage, 'light');
  await light.close();
});

/** The progress charts show today's practice: its minutes, one column, and a row of corrections in the table behind that chart. */
async function expectChartsWithData(page: Page, minutes: number): Promise<void> {
  const charts = page.locator('.parla-charts[data-state="ready"]');
  await expect(charts).toBeVisible({ timeout: 30_000 });
  const figure = charts.getByRole('figure', { name: 'Minutes practised per day' });
  await expect(figure.getByText(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'} on 1 day.`, { exact: true })).toBeVisible();
  await expect(figure.locator('rect.parla-chart__columns')).toHaveCount(1);
  // The table behind the corrections chart: a header and today's row.
  const table = charts.getByRole('figure', { name: 'Corrections per 100 words' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await charts.getByRole('figure', { name: 'Corrections per 100 words' }).getByRole('button', { name: 'Show as table' }).click();
  await expect(table).toBeVisible();
}

/** Screenshots of the charts at 1280 and 390 pixels wide (looked at by hand; not compared). */
async function chartShots(page: Page, theme: string): Promise<void> {
  if (!SHOTS) {
    return;
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('.parla-charts').screenshot({ path: `${SHOTS}/charts-${theme}-${width}.png` });
  }
}
