import { expect, test } from '@playwright/test';
import { createConversation, createLearner, newContext, screenReady, sendAndAwaitReply } from './support/api.js';

/** The chat's parts that load just after first paint (and the message menu's list, loaded when the pointer reaches its button). */
const LATE_PARTS = /\/assets\/(conversation-menu|message-words|message-menu-popup|menu-list)[^/]*\.js$/;

test('at 390 px, a learner who nudges the conversation up a little and clicks a message menu while the late parts still arrive sees the menu, the list left where they put it', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const chatId = await createConversation(request, learner);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto(`/chat/${chatId}`);
  await screenReady(page);
  // The greeting, a message and a reply overflow the list, which opens at its bottom.
  await sendAndAwaitReply(page, 'Hola, me llamo Ada y vivo en Londres. Me gusta mucho leer y pasear por el parque.');

  // Opened again on a slow network: the late parts are held until the click is made (a fixed delay was not always long
  // enough on a busy machine), then arrive.
  const arrived = new Set<string>();
  let releaseLateParts = () => {};
  const latePartsHeld = new Promise<void>((resolve) => {
    releaseLateParts = resolve;
  });
  await page.route(LATE_PARTS, async (route) => {
    const part = LATE_PARTS.exec(route.request().url())?.[1] ?? '';
    await latePartsHeld;
    arrived.add(part);
    await route.continue();
  });
  await page.reload();
  const trigger = page.getByRole('button', { name: 'Message actions' }).last();
  await trigger.waitFor();
  const list = page.locator('.parla-message-list');
  const bottom = await list.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(bottom).toBeGreaterThan(40);

  // A small move up, as a trackpad or a finger makes: within 32 px of the bottom the list used to stay pinned and pull
  // itself back at once, moving the button from under a click (press on it, release on the bubble: no menu). Where the
  // first scroll event put it is read two frames later, after the render that scroll causes.
  await list.evaluate((element) => {
    const settled = new Promise<number>((resolve) =>
      element.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(element.scrollTop))), { once: true }),
    );
    Object.assign(window, { parlaNudged: settled });
  });
  await list.hover();
  await page.mouse.wheel(0, -20);
  const nudged = await page.evaluate(() => (window as unknown as { parlaNudged: Promise<number> }).parlaNudged);
  expect(nudged, 'the list went back to its bottom').toBeLessThan(bottom - 10);

  // Pressed and released where the button was seen, the parts of the chat still arriving.
  const box = (await trigger.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
  expect(arrived.has('message-words'), '"Look up words" had already arrived: the click was not early').toBe(false);
  releaseLateParts();

  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  expect(await list.evaluate((element) => element.scrollTop)).toBe(nudged);
  await context.close();
});
