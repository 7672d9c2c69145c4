import { expect, test, type Locator, type Page } from '@playwright/test';
import { events, recordEvents } from './support/recorded-events.js';

const apiBase = `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}`;

/** How the partner page's token provider asks its backend for a learner session (as in `widget-snippet.html`). */
type SessionMode = 'partner' | 'refused';

/**
 * Embeds `<tutor-chat>` the ES-module way on the partner page without its own widget: the element is in the page, and the
 * page's script sets `tokenProvider` (and `properties`) before `<script type="module" src=".../tutor-chat.js">` has run
 * (a module script is deferred), so they are own properties of the not yet upgraded element; then the module loads.
 * With `defined`, the module has loaded before (the properties go straight to the element).
 */
async function embedAsModule(
  page: Page,
  attributes: Record<string, string>,
  properties: Record<string, string> = {},
  { session = 'partner', defined = false }: { session?: SessionMode; defined?: boolean } = {},
): Promise<Locator> {
  await page.goto('/?widget=0&host-css=0');
  await page.evaluate(
    async ([given, values, mode, api, loadFirst]) => {
      // The partner page serves the built widget under /widget/.
      const bundle = '/widget/tutor-chat.js';
      if (loadFirst) {
        await import(bundle);
      }
      const element = document.createElement('tutor-chat');
      element.className = 'tutor-box';
      element.id = 'embedded';
      element.setAttribute('api-base', api);
      for (const [name, value] of Object.entries(given)) {
        element.setAttribute(name, value);
      }
      (element as HTMLElement & { tokenProvider: () => Promise<unknown> }).tokenProvider = async () => {
        const response = await fetch('/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"target_language":"es"}' });
        const tokens = (await response.json()) as { access: string; refresh: string };
        // "Tokens of another server": well-formed JWTs whose signatures this server refuses.
        const forged = (token: string) => `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
        return mode === 'refused' ? { access: forged(tokens.access), refresh: forged(tokens.refresh) } : tokens;
      };
      Object.assign(element, values);
      document.querySelector('.tutor-box')!.replaceWith(element);
      await import(bundle);
    },
    [attributes, properties, session, apiBase, defined] as const,
  );
  return page.locator('#embedded');
}

/** Accepts the terms once their dialog shows. */
async function acceptTerms(widget: Locator): Promise<void> {
  // The terms dialog (in the launcher, the panel around it is a dialog too).
  const dialog = widget.getByRole('dialog').filter({ has: widget.page().getByRole('checkbox') }).last();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept|akzeptieren/i }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the ES module embedded with <script type="module">', () => {
  test('properties the page set before the module ran reach the chat: tokenProvider and locale', async ({ page }) => {
    await recordEvents(page);
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/session') {
        sessions.push(request.url());
      }
    });
    const widget = await embedAsModule(page, { 'target-language': 'es' }, { locale: 'de' });

    // The token provider was used (no sign-in form), and the chat speaks German.
    const dialog = widget.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expect(widget.locator('.parla-root')).toHaveAttribute('lang', 'de');
    await expect(widget).toHaveAttribute('locale', 'de');
    expect(sessions).toHaveLength(1);
    await acceptTerms(widget);
    await expect.poll(async () => (await events(page, 'tutor-chat:ready')).length).toBe(1);
  });
});

test.describe('a session the server refuses', () => {
  test('tokens of another server: the provider is asked once, the learner reads that the tutor could not be started, with Try again', async ({ page }) => {
    await recordEvents(page);
    let sessions = 0;
    let apiCalls = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/session') {
        sessions += 1;
      } else if (url.origin === apiBase) {
        apiCalls += 1;
      }
    });
    const widget = await embedAsModule(page, { locale: 'en', 'target-language': 'es' }, {}, { session: 'refused', defined: true });

    await expect(widget.getByRole('alert').filter({ hasText: 'The tutor could not be started.' })).toBeVisible();
    await page.waitForTimeout(2000);
    expect(sessions).toBe(1);
    // The profile, the refused refresh (and the CORS preflights of both).
    expect(apiCalls).toBeLessThanOrEqual(4);
    expect((await events(page, 'tutor-chat:error')).map((event) => event.detail)).toEqual([
      { message: 'Your session has expired. Please sign in again.', source: 'token-provider', code: 'session_rejected' },
    ]);
    expect((await events(page, 'tutor-chat:session-expired')).map((event) => event.detail)).toEqual([{ renewing: false }]);
    await expect(widget.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
    await expect(widget.locator('[aria-busy="true"]')).toHaveCount(0);

    await widget.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => sessions).toBe(2);
    await expect(widget.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('attributes removed at run time', () => {
  test('theme and locale go back to their defaults, and the frame’s background agrees with the chat’s', async ({ page }) => {
    const widget = await embedAsModule(page, { locale: 'de', theme: 'dark', 'target-language': 'es' }, {}, { defined: true });
    await acceptTerms(widget);
    const root = widget.locator('.parla-root');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(root).toHaveAttribute('lang', 'de');

    await widget.evaluate((element) => {
      element.removeAttribute('theme');
      element.removeAttribute('locale');
    });
    await expect(root).toHaveAttribute('data-theme', 'light');
    // The browser's language (this browser: en-GB).
    await expect(root).toHaveAttribute('lang', 'en');
    const backgrounds = async () => [
      await widget.evaluate((element) => getComputedStyle(element).backgroundColor),
      await root.evaluate((element) => getComputedStyle(element).backgroundColor),
    ];
    await expect.poll(backgrounds).toEqual(['rgb(255, 255, 255)', 'rgb(255, 255, 255)']);

    // The property set to undefined is the attribute removed.
    await widget.evaluate((element) => Object.assign(element, { theme: 'dark' }));
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await widget.evaluate((element) => Object.assign(element, { theme: undefined }));
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expect(widget).not.toHaveAttribute('theme');
  });
});

test.describe('the launcher’s panel', () => {
  test('Escape closes it with the focus back on the bubble; reopened, the learner’s unsent draft is still there', async ({ page }) => {
    const widget = await embedAsModule(page, { mode: 'launcher', locale: 'en', 'target-language': 'es' }, {}, { defined: true });
    const bubble = widget.getByRole('button', { name: 'Open the tutor chat' });
    const panel = widget.getByRole('dialog', { name: 'Tutor chat' });
    await bubble.click();
    await expect(panel).toBeVisible();
    await acceptTerms(widget);
    const input = panel.getByRole('textbox', { name: 'Your message' });
    await input.fill('Hola, todavía no lo mando');

    // An Escape the chat uses itself (here: the emoji panel) leaves the launcher's panel open.
    await panel.getByRole('button', { name: 'Insert emoji' }).click();
    const emoji = panel.getByRole('dialog', { name: /emoji/i });
    await expect(emoji).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(emoji).toBeHidden();
    await expect(panel).toBeVisible();

    await input.focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(widget).not.toHaveAttribute('open');
    const closeBubble = widget.getByRole('button', { name: 'Open the tutor chat' });
    await expect(closeBubble).toBeFocused();
    // Hidden, the chat is neither focusable nor announced.
    await expect(widget.getByRole('textbox')).toHaveCount(0);
    await page.keyboard.press('Tab');
    expect(await widget.evaluate((element) => element.shadowRoot!.activeElement?.tagName ?? null)).toBeNull();

    await closeBubble.click();
    await expect(panel).toBeVisible();
    await expect(input).toHaveValue('Hola, todavía no lo mando');
  });
});
