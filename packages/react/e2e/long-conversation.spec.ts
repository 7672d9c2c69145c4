import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openPreview } from './support/storybook-preview.js';

/** Up to this many messages, the list mounts them all. */
const MOUNT_ALL_UP_TO = 60;

/** The most bubbles the windowed list may mount (its viewport is 480 px; 800 px are kept mounted above and below). */
const MOST_MOUNTED = 40;

/** What the list shows: its mounted bubbles by number ("#n …"), the first visible one and its top, and the scroll position. */
async function listState(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.parla-message-list');
    if (!list) {
      throw new Error('No message list');
    }
    const listTop = list.getBoundingClientRect().top;
    const bubbles = Array.from(list.querySelectorAll<HTMLElement>('.parla-message:not([data-state="streaming"])'));
    const number = (bubble: Element) => Number(/^#(\d+)/.exec(bubble.querySelector('.parla-message__text')?.textContent ?? '')?.[1] ?? Number.NaN);
    const visible = bubbles.filter((bubble) => bubble.getBoundingClientRect().bottom > listTop && bubble.getBoundingClientRect().top < listTop + list.clientHeight);
    return {
      mounted: bubbles.length,
      numbers: bubbles.map(number),
      visible: visible.map(number),
      distanceToBottom: list.scrollHeight - list.scrollTop - list.clientHeight,
      loading: list.querySelector('.parla-message-list__older[data-state="loading"]') !== null,
    };
  });
}

/**
 * Scrolls the list to its very top and returns where its first message then is (the top of the items, relative to the
 * list), read in the same task, before the scroll handler runs and loads older messages.
 */
async function scrollToTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.parla-message-list')!;
    list.scrollTop = 0;
    return list.querySelector('.parla-message-list__items')!.getBoundingClientRect().top - list.getBoundingClientRect().top;
  });
}

/** The top of bubble "#number" relative to the list, after two frames (measuring and anchoring have settled). */
async function topOf(page: Page, number: number): Promise<number | null> {
  return page.evaluate(async (wanted) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const list = document.querySelector<HTMLElement>('.parla-message-list')!;
    const bubble = Array.from(list.querySelectorAll('.parla-message')).find((candidate) => candidate.querySelector('.parla-message__text')?.textContent?.startsWith(`#${wanted} `));
    return bubble ? bubble.getBoundingClientRect().top - list.getBoundingClientRect().top : null;
  }, number);
}

test.describe('a 1,000-message conversation (Chat/MessageList › LongConversation)', () => {
  test(`mounts at most ${MOST_MOUNTED} bubbles, pages back 20 at a time keeping the message in view in place, and End returns to the bottom`, async ({ page }) => {
    expect(await openPreview(page, 'chat-messagelist--long-conversation', 'light')).toBe('success');
    const list = page.getByRole('region', { name: 'Conversation' });
    await expect(list.getByText(/^#1000 /)).toBeVisible();
    expect((await listState(page)).distanceToBottom).toBeLessThanOrEqual(1);

    let mostMounted = 0;
    for (let loaded = 20; loaded < 1000; loaded += 20) {
      // The oldest loaded message, at the top; the scroll handler loads the 20 before it, and it stays where it was.
      const oldest = 1001 - loaded;
      const top = await scrollToTop(page);
      await expect.poll(async () => (await listState(page)).numbers.includes(oldest - 1)).toBe(true);
      await expect.poll(async () => (await listState(page)).loading).toBe(false);
      const after = await topOf(page, oldest);
      expect(after, `message #${oldest} after loading ${loaded + 20}`).not.toBeNull();
      expect(Math.abs((after ?? 0) - top), `message #${oldest} moved after loading ${loaded + 20}`).toBeLessThanOrEqual(2);
      const { mounted } = await listState(page);
      expect(mounted).toBeLessThanOrEqual(loaded + 20 <= MOUNT_ALL_UP_TO ? loaded + 20 : MOST_MOUNTED);
      if (loaded + 20 > MOUNT_ALL_UP_TO) {
        mostMounted = Math.max(mostMounted, mounted);
      }
    }
    await scrollToTop(page);
    await expect(list.getByText(/^#1 /)).toBeVisible();
    await expect(list.getByRole('button', { name: 'Show older messages' })).toHaveCount(0);
    const top = await listState(page);
    expect(top.numbers[0]).toBe(1);
    expect(top.mounted).toBeLessThanOrEqual(MOST_MOUNTED);
    expect(mostMounted).toBeLessThanOrEqual(MOST_MOUNTED);
    test.info().annotations.push({ type: 'windowing', description: `at most ${mostMounted} of up to 1,000 messages mounted` });

    await list.focus();
    await page.keyboard.press('End');
    await expect(list.getByText(/^#1000 /)).toBeVisible();
    await expect.poll(async () => (await listState(page)).distanceToBottom).toBeLessThanOrEqual(1);
    const bottom = await listState(page);
    expect(bottom.mounted).toBeLessThanOrEqual(MOST_MOUNTED);
    expect(bottom.numbers).not.toContain(1);
  });

  test('PageUp and PageDown on the focused list bring unmounted messages in; the viewport is never empty', async ({ page }) => {
    expect(await openPreview(page, 'chat-messagelist--long-conversation', 'light')).toBe('success');
    const list = page.getByRole('region', { name: 'Conversation' });
    await expect(list.getByText(/^#1000 /)).toBeVisible();
    // Load three more pages (80 messages: more than are mounted at once).
    for (let loaded = 20; loaded < 80; loaded += 20) {
      await scrollToTop(page);
      await expect.poll(async () => (await listState(page)).numbers.includes(1000 - loaded)).toBe(true);
      await expect.poll(async () => (await listState(page)).loading).toBe(false);
    }
    await list.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await listState(page)).distanceToBottom).toBeLessThanOrEqual(1);

    let previousTop = Number.POSITIVE_INFINITY;
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('PageUp');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const state = await listState(page);
      expect(state.visible.length, `after PageUp ${press + 1}`).toBeGreaterThan(0);
      expect(state.mounted).toBeLessThanOrEqual(MOST_MOUNTED);
      expect(state.visible[0]).toBeLessThanOrEqual(previousTop);
      previousTop = state.visible[0] ?? previousTop;
    }
    expect(previousTop).toBeLessThan(960);
    await page.keyboard.press('PageDown');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await listState(page)).visible[0]).toBeGreaterThan(previousTop);
  });

  test('stays pinned to the bottom while a reply streams in', async ({ page }) => {
    expect(await openPreview(page, 'chat-messagelist--long-conversation-streaming', 'light')).toBe('success');
    const streaming = page.locator('.parla-message[data-state="streaming"]');
    await expect(streaming).toHaveCount(1);
    let previousLength = 0;
    let grew = 0;
    for (let sample = 0; sample < 40 && grew < 4; sample += 1) {
      await page.waitForTimeout(150);
      const text = (await streaming.textContent()) ?? '';
      const state = await listState(page);
      expect(state.distanceToBottom, `while ${text.length} characters have streamed`).toBeLessThanOrEqual(1);
      expect(state.mounted).toBeLessThanOrEqual(MOST_MOUNTED);
      if (text.length > previousLength) {
        grew += 1;
        previousLength = text.length;
      }
    }
    expect(grew).toBeGreaterThanOrEqual(4);
  });
});
