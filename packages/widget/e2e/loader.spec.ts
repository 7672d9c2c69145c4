import { type Locator, type Page, expect, test } from '@playwright/test';

/** Holds the widget's bundle back until the returned function is called. */
async function holdBundle(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widget/tutor-chat.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

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

  test('every documented property works on its element, before and after the bundle has loaded, and sets its attribute', async ({ page }) => {
    const release = await holdBundle(page);
    await page.goto('/?host-css=0');
    const element = page.locator('tutor-chat');
    // Before the bundle: the properties set and read the attributes, and the frame already takes the theme.
    const before = await element.evaluate((tutorChat) => {
      const properties = tutorChat as HTMLElement & Record<string, unknown>;
      properties.locale = 'de';
      properties.theme = 'dark';
      properties.skillLevel = 'advanced';
      return {
        attributes: [tutorChat.getAttribute('locale'), tutorChat.getAttribute('theme'), tutorChat.getAttribute('skill-level')],
        properties: [properties.locale, properties.theme, properties.skillLevel, properties.targetLanguage, properties.voice, properties.open],
      };
    });
    expect(before).toEqual({ attributes: ['de', 'dark', 'advanced'], properties: ['de', 'dark', 'advanced', 'es', undefined, false] });
    await expect(element).toHaveCSS('background-color', 'rgb(18, 18, 18)');

    release();
    const root = element.locator('.parla-root');
    await expect(root).toHaveAttribute('lang', 'de');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(element.getByRole('dialog').getByRole('button', { name: 'Ablehnen' })).toBeVisible();

    // After it: the same properties re-translate and restyle at once, and still set the attributes.
    await element.evaluate((tutorChat) => {
      Object.assign(tutorChat, { locale: 'fr', theme: 'light' });
    });
    await expect(root).toHaveAttribute('lang', 'fr');
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expect(element).toHaveAttribute('locale', 'fr');
    await expect(element).toHaveAttribute('theme', 'light');
    expect(await element.evaluate((tutorChat) => (tutorChat as HTMLElement & { locale: string }).locale)).toBe('fr');
  });
});

test.describe('the loader’s launcher', () => {
  /** Adds a launcher-mode `<tutor-chat>` beside the page's inline one, with the same API base. */
  async function addLauncher(page: Page, open = false, locale?: string): Promise<Locator> {
    await page.evaluate(([withOpen, language]) => {
      const element = document.createElement('tutor-chat');
      element.setAttribute('mode', 'launcher');
      if (language) {
        element.setAttribute('locale', language);
      }
      element.setAttribute('api-base', document.querySelector('tutor-chat')!.getAttribute('api-base')!);
      element.toggleAttribute('open', withOpen);
      element.id = 'launcher';
      document.body.append(element);
    }, [open, locale] as const);
    return page.locator('#launcher');
  }

  test('opens on a click made before the bundle has arrived, and leaves one bubble once it has', async ({ page }) => {
    // Hold the bundle back so that the click surely lands on the placeholder's bubble.
    const release = await holdBundle(page);
    await page.goto('/?host-css=0');
    const launcher = await addLauncher(page);
    await launcher.getByRole('button', { name: /open the tutor chat/i }).click();
    release();
    await expect(launcher.getByRole('dialog', { name: /tutor chat/i })).toBeVisible();
    await expect(launcher.getByRole('button', { name: /tutor chat/i })).toHaveCount(1);
    await expect(launcher.getByRole('button', { name: /close the tutor chat/i })).toBeVisible();
  });

  test('a press begun on the placeholder’s bubble and released after the full element drew its own still opens the panel', async ({ page }) => {
    const release = await holdBundle(page);
    await page.goto('/?host-css=0');
    const launcher = await addLauncher(page);
    const box = (await launcher.getByRole('button', { name: /open the tutor chat/i }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The full element's bubble is drawn under the pressed one; let a few frames pass before releasing.
    await expect(launcher.locator('tutor-chat-full').getByRole('button', { name: /open the tutor chat/i })).toBeAttached();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.up();
    await expect(launcher.getByRole('dialog', { name: /tutor chat/i })).toBeVisible();
    await expect(launcher.getByRole('button', { name: /tutor chat/i })).toHaveCount(1);
  });

  test('`open` is a boolean attribute: present opens the panel, removed closes it, and the bubble reflects it', async ({ page }) => {
    await page.goto('/?host-css=0');
    const launcher = await addLauncher(page, true);
    const panel = launcher.getByRole('dialog', { name: /tutor chat/i });
    await expect(panel).toBeVisible();
    const full = launcher.locator('tutor-chat-full');
    await full.evaluate((element) => element.removeAttribute('open'));
    await expect(panel).toBeHidden();
    await full.evaluate((element) => element.setAttribute('open', ''));
    await expect(panel).toBeVisible();
    // Closing with the bubble removes the attribute, as a <details> element would.
    await launcher.getByRole('button', { name: /close the tutor chat/i }).click();
    await expect(panel).toBeHidden();
    await expect(full).not.toHaveAttribute('open');
    await launcher.getByRole('button', { name: /open the tutor chat/i }).click();
    await expect(panel).toBeVisible();
    await expect(full).toHaveAttribute('open', '');
  });

  test('speaks the widget’s language: the placeholder’s bubble, then the full element’s bubble and panel', async ({ page }) => {
    await page.goto('/?host-css=0');
    const launcher = await addLauncher(page, false, 'de');
    await launcher.getByRole('button', { name: 'Tutor-Chat öffnen' }).click();
    await expect(launcher.getByRole('dialog', { name: 'Tutor-Chat' })).toBeVisible();
    await launcher.getByRole('button', { name: 'Tutor-Chat schließen' }).click();
    await expect(launcher.getByRole('dialog')).toBeHidden();
  });

  test('the page’s element keeps `open` in step: the bubbles set and remove it, and setting or removing it always opens or closes the panel', async ({ page }) => {
    const release = await holdBundle(page);
    await page.goto('/?host-css=0');
    const launcher = await addLauncher(page);
    const panel = launcher.getByRole('dialog', { name: /tutor chat/i });
    // The placeholder's bubble, before the bundle has arrived.
    await launcher.getByRole('button', { name: /open the tutor chat/i }).click();
    await expect(launcher).toHaveAttribute('open', '');
    release();
    await expect(panel).toBeVisible();

    // The full element's bubble.
    await launcher.getByRole('button', { name: /close the tutor chat/i }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).not.toHaveAttribute('open');
    await launcher.evaluate((element) => element.toggleAttribute('open', true));
    await expect(panel).toBeVisible();
    await launcher.getByRole('button', { name: /close the tutor chat/i }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).not.toHaveAttribute('open');
    await launcher.getByRole('button', { name: /open the tutor chat/i }).click();
    await expect(panel).toBeVisible();
    await expect(launcher).toHaveAttribute('open', '');
    await launcher.evaluate((element) => element.removeAttribute('open'));
    await expect(panel).toBeHidden();

    // The `open` property, as the README documents it.
    await launcher.evaluate((element) => Object.assign(element, { open: true }));
    await expect(panel).toBeVisible();
    await expect(launcher).toHaveAttribute('open', '');
    await launcher.getByRole('button', { name: /close the tutor chat/i }).click();
    expect(await launcher.evaluate((element) => (element as HTMLElement & { open: boolean }).open)).toBe(false);
    await launcher.evaluate((element) => Object.assign(element, { open: true }));
    await expect(panel).toBeVisible();
  });

  test('the `open` property set before the bundle has arrived opens the panel once it has', async ({ page }) => {
    const release = await holdBundle(page);
    await page.goto('/?host-css=0');
    const launcher = await addLauncher(page);
    await launcher.evaluate((element) => Object.assign(element, { open: true }));
    await expect(launcher).toHaveAttribute('open', '');
    release();
    await expect(launcher.getByRole('dialog', { name: /tutor chat/i })).toBeVisible();
  });
});
