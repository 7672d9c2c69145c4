import { expect, test } from '@playwright/test';
import { hiddenMenuEntries } from '@parla/test-utils/browser';

test('in a short <tutor-chat> a message menu opens whole over the page, styled, its keys working', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/?host-css=0');
  const widget = page.locator('tutor-chat');
  const dialog = widget.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await expect(dialog).toBeHidden();
  // A partner who gives the widget little room: its conversation is shorter than a message menu.
  await widget.evaluate((element: HTMLElement) => {
    element.style.height = '340px';
  });
  await expect(widget.locator('.parla-chat-header')).toHaveAttribute('data-state', 'ready');
  const trigger = widget.getByRole('button', { name: 'Message actions' }).last();
  await trigger.click();
  const menu = widget.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const list = await widget.locator('.parla-message-list').boundingBox();
  const box = await menu.boundingBox();
  expect(box!.height, 'the menu would fit in the conversation: the case is not short').toBeGreaterThan(list!.height);
  expect(await hiddenMenuEntries(menu), 'entries cut off or covered').toEqual([]);
  // Its rules reached it inside the shadow root: the surface colour, not the page's transparent default.
  expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
