import { expect, test } from '@playwright/test';
import { createLearner, newContext, screenReady } from './support/api.js';
import { seriousViolations } from './support/axe.js';

test('on a phone the navigation folds behind Menu: it opens, navigates and closes; Escape and a click elsewhere close it', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto('/');
  await screenReady(page);

  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Home', 'New conversation', 'Chat', 'Settings', 'Profile']) {
    await expect(nav.getByRole('link', { name })).toBeInViewport();
  }
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.click();
  await nav.getByRole('link', { name: 'Profile' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.mouse.click(200, 600);
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeHidden();

  // From 600 px up the links sit in the header and there is no Menu button.
  await page.setViewportSize({ width: 800, height: 760 });
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await context.close();
});

test('on a phone, Escape closes the menu while the focus is still on the Menu button, and the focus stays there', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto('/');
  await screenReady(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });

  // Tab to Menu, Enter, Escape: the keyboard never leaves the button.
  await page.locator('body').focus();
  while (!(await menu.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
  await expect(menu).toBeFocused();
  await context.close();
});
