import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openPreview } from './support/storybook-preview.js';

/** Where each bar's track is: its left edge and width, in CSS pixels. */
async function tracks(page: Page) {
  return page.locator('.parla-bars__track').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: Math.round(box.left), width: Math.round(box.width) };
    }),
  );
}

for (const width of [1100, 390]) {
  test(`the bars' tracks line up whatever the labels' and values' widths (Screens/BarChart › Bars, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    expect(await openPreview(page, 'screens-barchart--bars', 'light')).toBe('success');
    // Labels from "French" to "Japanese" and values from "45" to "1,200": every track starts and ends at the same place.
    const found = await tracks(page);
    expect(found).toHaveLength(4);
    for (const track of found) {
      expect(track).toEqual(found[0]);
    }
    expect(found[0]!.width).toBeGreaterThan(100);
  });
}

for (const id of ['screens-admindashboard--with-data', 'screens-admindashboard--with-data-in-french']) {
  test(`the admin's users table fits a 1100 px window without scrolling sideways (${id})`, async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    expect(await openPreview(page, id, 'light')).toBe('success');
    const wrap = page.locator('.parla-table-wrap');
    await expect(wrap.locator('tbody tr')).toHaveCount(4);
    const { scrollWidth, clientWidth } = await wrap.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}

test('a scrolling region reached by keyboard shows the same 3 px focus ring as the controls (Chat/MessageList › LongConversation)', async ({ page }) => {
  expect(await openPreview(page, 'chat-messagelist--long-conversation', 'light')).toBe('success');
  await page.getByText(/^#1000 /).waitFor();
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('parla-message-list'))) {
      break;
    }
  }
  const ring = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    return { list: active.classList.contains('parla-message-list'), width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(ring).toEqual({ list: true, width: '3px', style: 'solid' });
});

for (const width of [1280, 390, 320]) {
  test(`the chat's header keeps its height from loading to ready, so the conversation does not move (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const heightOf = () => page.locator('.parla-chat-header').evaluate((element) => element.getBoundingClientRect().height);
    expect(await openPreview(page, 'chat-chatscreen--loading', 'light')).toBe('success');
    await expect(page.locator('.parla-chat-header[data-state="loading"]')).toBeVisible();
    const loading = await heightOf();
    expect(await openPreview(page, 'chat-chatscreen--drawer-closed', 'light')).toBe('success');
    await expect(page.locator('.parla-chat-header[data-state="ready"] .parla-chip')).toHaveCount(2);
    expect(await heightOf()).toBe(loading);
  });
}
