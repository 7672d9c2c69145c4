import { expect, test } from '@playwright/test';

test.describe('the loader', () => {
  test('reserves the widget’s box with its frame, fetches the bundle only after the page loaded, and nothing shifts', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const element = page.locator('tutor-chat');
    // Before the bundle: the placeholder already has the partner's box and the light theme's background.
    const placeholderBox = await element.boundingBox();
    expect(placeholderBox).toMatchObject({ width: 420, height: 560 });
    await expect(element).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    const dialog = element.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const bundle = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/widget/tutor-chat.js'));
      return { loadEnd: navigation.loadEventEnd, bundleStart: bundle?.startTime ?? -1 };
    });
    expect(timing.bundleStart).toBeGreaterThan(timing.loadEnd);
    expect(await element.boundingBox()).toEqual(placeholderBox);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });
});
