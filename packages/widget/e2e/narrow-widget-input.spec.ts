import { expect, test, type Locator } from '@playwright/test';

/** Where the screenshots go (looked at by people, not compared). */
const screenshots = process.env.WIDGET_E2E_SCREENSHOTS;

/** The element's box (Playwright gives null only for one not rendered). */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  expect(found, 'not rendered').not.toBeNull();
  return found!;
}

/**
 * The layout a narrow, short widget must keep while suggestions show: the message box (field and Send) wholly inside
 * the widget, at least 100 px left to the conversation, and the suggestions on one row (every chip's top above every
 * other one's bottom: none sits below another).
 */
async function expectRoomyLayout(widget: Locator): Promise<void> {
  const frame = await box(widget);
  for (const part of [widget.locator('.parla-chat-input'), widget.getByRole('textbox', { name: 'Your message' }), widget.getByRole('button', { name: 'Send message' })]) {
    const { y, height } = await box(part);
    expect(y + height, 'the bottom of the message box is cut off').toBeLessThanOrEqual(frame.y + frame.height);
  }
  expect((await box(widget.locator('.parla-message-list'))).height, 'the conversation has no room left').toBeGreaterThanOrEqual(100);
  const spans = await widget.locator('.parla-suggestion').evaluateAll((chips) => chips.map((chip) => chip.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
  expect(spans.length).toBeGreaterThan(1);
  expect(Math.max(...spans.map((span) => span.top)), 'the suggestions wrap onto more lines').toBeLessThan(Math.min(...spans.map((span) => span.bottom)));
}

// A partner's 340 px sidebar, or a small phone, with little height: the suggested replies under the tutor's message
// wrapped into up to four lines, took every pixel the conversation had and pushed the message box down, out of the
// widget.
test('in a 340 px widget the terms’ Accept is in reach at 300 px high, and at 420 px the suggested replies keep to one row: the message box stays whole and usable, the conversation keeps its room', async ({ page }) => {
  // First 340 × 300 (a phone on its side): the terms dialog is taller than the widget, so it scrolls as a whole and
  // the keyboard reaches its consent and Accept (they were cut off below it, out of reach).
  await page.setViewportSize({ width: 340, height: 300 });
  await page.goto('/?host-css=0');
  const widget = page.locator('tutor-chat');
  await widget.evaluate((element: HTMLElement) => {
    element.style.cssText = 'position: fixed; inset: 0; width: 100%; height: 100%; z-index: 10';
  });
  const dialog = widget.getByRole('dialog');
  const consent = dialog.getByRole('checkbox');
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const accept = dialog.getByRole('button', { name: /accept/i });
  await accept.focus();
  const [accepting, small] = [await box(accept), await box(widget)];
  expect(accepting.y + accepting.height, 'Accept is out of reach below the dialog').toBeLessThanOrEqual(small.y + small.height);
  // Shown, not clipped: a click at its centre reaches it.
  const reached = await accept.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = (element.getRootNode() as ShadowRoot).elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(reached, 'Accept is covered or clipped').toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 340, height: 420 });
  await expect(widget.locator('.parla-chat-header')).toHaveAttribute('data-state', 'ready');
  const suggestions = widget.locator('.parla-suggestion');
  await expect(suggestions.first()).toBeVisible();
  await expectRoomyLayout(widget);

  // The keyboard reaches the last one, brought wholly into the row's view with its focus ring (3 px, 2 px off it),
  // its text unclipped.
  await suggestions.first().focus();
  const count = await suggestions.count();
  for (let index = 1; index < count; index += 1) {
    await page.keyboard.press('Tab');
  }
  const last = suggestions.last();
  await expect(last).toBeFocused();
  const [chip, row] = [await box(last), await box(widget.locator('.parla-suggestions__list'))];
  expect(chip.x - 5).toBeGreaterThanOrEqual(row.x);
  expect(chip.x + chip.width + 5).toBeLessThanOrEqual(row.x + row.width);
  expect(chip.y - 5).toBeGreaterThanOrEqual(row.y);
  expect(chip.y + chip.height + 5).toBeLessThanOrEqual(row.y + row.height);
  expect(await last.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  if (screenshots) {
    await widget.screenshot({ path: `${screenshots}/narrow-suggestions-focused.png` });
  }

  // A tap on one the row's edge cuts, in its shown part, sends it (bringing it wholly into view on focus does not move
  // it from under the pointer).
  await widget.locator('.parla-suggestions__list').evaluate((list) => {
    list.scrollLeft = 0;
  });
  const rowRight = row.x + row.width;
  const shown = await suggestions.evaluateAll((chips) => chips.map((element) => ({ text: element.textContent!, ...(element.getBoundingClientRect().toJSON() as DOMRect) })));
  const halfShown = shown.find((span) => span.x < rowRight - 24 && span.x + span.width > rowRight);
  expect(halfShown, 'no suggestion is cut by the row’s edge: the case is not narrow').toBeDefined();
  await page.mouse.click(halfShown!.x + 12, halfShown!.y + halfShown!.height / 2);
  const conversation = widget.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText(halfShown!.text, { exact: true })).toBeVisible();

  // Under the tutor's reply, its own suggestions: the same layout, and the learner types and sends.
  await expect(widget.locator('.parla-suggestions[data-state="server"]')).toBeVisible();
  await expectRoomyLayout(widget);
  const field = widget.getByRole('textbox', { name: 'Your message' });
  await field.fill('Hola, ¿qué tal?');
  await widget.getByRole('button', { name: 'Send message' }).click();
  await expect(conversation.getByText('Hola, ¿qué tal?', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
});
