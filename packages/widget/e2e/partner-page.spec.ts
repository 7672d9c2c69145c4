import { expect, test, type Locator, type Page } from '@playwright/test';

/** The chat inside the widget's shadow roots (Playwright's CSS locators pierce open shadow roots). */
function widget(page: Page): Locator {
  return page.locator('tutor-chat');
}

/** Records every `tutor-chat:*` event with its detail, from before the page's scripts run. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { tutorChatEvents: typeof events }).tutorChatEvents = events;
    for (const name of ['ready', 'message', 'error', 'session-expired', 'quota-warning']) {
      document.addEventListener(`tutor-chat:${name}`, (event) => {
        events.push({ type: event.type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) });
      });
    }
  });
}

function events(page: Page): Promise<Array<{ type: string; detail: Record<string, unknown> }>> {
  return page.evaluate(() => (window as unknown as { tutorChatEvents: Array<{ type: string; detail: Record<string, unknown> }> }).tutorChatEvents);
}

/** Opens the partner page as a new learner and accepts the terms once they show. */
async function openAsNewLearner(page: Page, query = ''): Promise<void> {
  await page.goto(`/${query}`);
  const dialog = widget(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the partner page', () => {
  test('embeds the widget next to Bootstrap: a partner learner accepts the terms, sends a message and sees the streamed reply', async ({ page }) => {
    await recordEvents(page);
    await page.goto('/');
    await expect(page.locator('link[href="/css/bootstrap.min.css"]')).toHaveCount(1);
    const dialog = widget(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    const accept = dialog.getByRole('button', { name: /accept/i });
    await expect(accept).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await accept.click();
    await expect(dialog).toBeHidden();

    const input = widget(page).getByRole('textbox').first();
    await expect(input).toBeVisible();
    await expect.poll(async () => (await events(page)).filter((event) => event.type === 'tutor-chat:ready').length).toBe(1);
    await input.fill('Hola, me llamo Ana y quiero practicar.');
    await widget(page).getByRole('button', { name: 'Send message' }).click();
    await expect(input).toHaveValue('');
    await expect(widget(page).getByRole('region', { name: 'Conversation' }).getByText('Hola, me llamo Ana y quiero practicar.')).toBeVisible();

    await expect.poll(async () => (await events(page)).filter((event) => event.type === 'tutor-chat:message').length).toBe(1);
    const recorded = await events(page);
    const ready = recorded.find((event) => event.type === 'tutor-chat:ready');
    expect(ready?.detail).toEqual({ conversationId: expect.any(String), userId: expect.any(String) });
    const message = recorded.find((event) => event.type === 'tutor-chat:message');
    expect(message?.detail.conversationId).toBe(ready?.detail.conversationId);
    const reply = message?.detail.message as { sender: string; status: string; message_text: string };
    expect(reply.sender).toBe('ai');
    expect(reply.status).toBe('delivered');
    expect(reply.message_text.length).toBeGreaterThan(0);
    await expect(widget(page).getByText(reply.message_text.slice(0, 30), { exact: false }).first()).toBeVisible();
    expect(recorded.filter((event) => event.type === 'tutor-chat:error')).toEqual([]);
  });

  test('looks the same with and without the host page’s Bootstrap and Tailwind preflight, and leaks nothing out', async ({ page }) => {
    // The element sits at the same whole-pixel place in both pages, so only its own rendering is compared.
    const pin = 'tutor-chat { position: fixed !important; left: 640px; top: 120px; }';
    await openAsNewLearner(page);
    await page.addStyleTag({ content: pin });
    await expect(widget(page).getByRole('textbox').first()).toBeVisible();
    // The success snackbar of the terms shows inside the widget's frame; it leaves after its 5 s (§9).
    await expect(widget(page).getByText('Terms accepted successfully')).toBeHidden({ timeout: 10_000 });
    await page.waitForTimeout(500);
    const withHostCss = await widget(page).screenshot({ animations: 'disabled', caret: 'hide' });

    await page.goto('/?host-css=0');
    await page.addStyleTag({ content: pin });
    await expect(widget(page).getByRole('textbox').first()).toBeVisible();
    await page.waitForTimeout(500);
    const withoutHostCss = await widget(page).screenshot({ animations: 'disabled', caret: 'hide' });

    // Compare the two PNGs pixel by pixel in the browser (no baseline image is stored).
    const difference = await page.evaluate(
      async ([first, second]) => {
        async function pixels(base64: string) {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
        }
        const a = await pixels(first!);
        const b = await pixels(second!);
        if (a.width !== b.width || a.height !== b.height) {
          return { sizes: `${a.width}x${a.height} vs ${b.width}x${b.height}`, ratio: 1 };
        }
        let different = 0;
        for (let index = 0; index < a.data.length; index += 4) {
          const delta = Math.abs(a.data[index]! - b.data[index]!) + Math.abs(a.data[index + 1]! - b.data[index + 1]!) + Math.abs(a.data[index + 2]! - b.data[index + 2]!);
          if (delta > 24) {
            different += 1;
          }
        }
        return { sizes: `${a.width}x${a.height}`, ratio: different / (a.width * a.height) };
      },
      [withHostCss.toString('base64'), withoutHostCss.toString('base64')],
    );
    expect(difference.sizes).toBe('420x560');
    expect(difference.ratio).toBeLessThan(0.001);

    // Nothing of ours leaks out: the host page's own button keeps its Bootstrap look, and no Parla style is global.
    await page.goto('/');
    const hostButton = page.getByRole('button', { name: /a host button/i });
    await expect(hostButton).toHaveCSS('background-color', 'rgb(13, 110, 253)');
    expect(await page.evaluate(() => [...document.querySelectorAll('style, link[rel=stylesheet]')].some((node) => (node.textContent ?? '').includes('parla-root')))).toBe(false);
  });

  test('applies theme and locale changed at run time, without saving them to the learner’s preferences', async ({ page }) => {
    const preferenceSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/v1/auth/profile/')) {
        preferenceSaves.push(request.postData() ?? '');
      }
    });
    await openAsNewLearner(page);
    const root = widget(page).locator('.parla-root');
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expect(root).toHaveAttribute('lang', 'en');
    const lightBackground = await root.evaluate((element) => getComputedStyle(element).backgroundColor);

    await page.locator('tutor-chat').evaluate((element) => element.setAttribute('theme', 'dark'));
    await expect(root).toHaveAttribute('data-theme', 'dark');
    expect(await root.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(lightBackground);

    await page.locator('tutor-chat').evaluate((element) => element.setAttribute('locale', 'es'));
    await expect(root).toHaveAttribute('lang', 'es');
    // The partner page's attributes are not the learner's choice: their own settings stay as they were.
    await page.waitForLoadState('networkidle');
    expect(preferenceSaves).toEqual([]);
  });

  test('New conversation in the conversation menu opens a new conversation in the same language and mode', async ({ page }) => {
    await recordEvents(page);
    await openAsNewLearner(page, '?host-css=0');
    const readyEvents = async () => (await events(page)).filter((event) => event.type === 'tutor-chat:ready');
    await expect.poll(async () => (await readyEvents()).length).toBe(1);
    const header = widget(page).locator('.parla-chat-header');
    await expect(header).toHaveAttribute('data-state', 'ready');
    const title = await header.getByRole('heading', { level: 2 }).innerText();

    await widget(page).getByRole('button', { name: 'Conversation options' }).click();
    await widget(page).getByRole('menuitem', { name: 'New conversation' }).click();

    await expect.poll(async () => (await readyEvents()).length).toBe(2);
    const [first, second] = await readyEvents();
    expect(second?.detail.conversationId).not.toBe(first?.detail.conversationId);
    await expect(header).toHaveAttribute('data-state', 'ready');
    await expect(header.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toBeEditable();
  });

  test('a new learner’s terms dialog loads its code alongside its text, not after it', async ({ page }) => {
    const started = new Map<string, number>();
    const finished = new Map<string, number>();
    const kind = (url: string) => (/\/api\/v1\/terms\/$/.test(url) ? 'text' : /\/terms-dialog-body-[\w-]+\.js$/.test(url) ? 'code' : null);
    page.on('request', (request) => {
      const name = kind(request.url());
      if (name && !started.has(name)) {
        started.set(name, performance.now());
      }
    });
    page.on('requestfinished', (request) => {
      const name = kind(request.url());
      if (name && !finished.has(name)) {
        finished.set(name, performance.now());
      }
    });
    await page.goto('/?host-css=0');
    await expect(widget(page).getByRole('dialog')).toBeVisible();

    expect(started.get('code')).toBeDefined();
    expect(finished.get('text')).toBeDefined();
    expect(started.get('code')!).toBeLessThan(finished.get('text')!);
  });

  test('the launcher draws a bubble at once and loads the chat only when opened', async ({ page }) => {
    await page.goto('/?host-css=0');
    await page.evaluate(() => {
      const element = document.createElement('tutor-chat');
      element.setAttribute('mode', 'launcher');
      element.setAttribute('api-base', document.querySelector('tutor-chat')!.getAttribute('api-base')!);
      element.id = 'launcher';
      document.body.append(element);
    });
    const bubble = page.locator('#launcher').getByRole('button', { name: /open the tutor chat/i });
    await expect(bubble).toBeVisible();
    await bubble.click();
    await expect(page.locator('#launcher').getByRole('dialog', { name: /tutor chat/i })).toBeVisible();
  });

  test('a part opened offline does not take the widget down: it shows once the connection is back', async ({ page, context }) => {
    await openAsNewLearner(page, '?host-css=0');
    const input = widget(page).getByRole('textbox', { name: 'Your message' });
    // The conversation is open (its title shows) before the connection goes.
    await expect(widget(page).getByRole('heading', { level: 2, name: /Spanish/ })).toBeVisible();
    await expect(input).toBeVisible();

    await context.setOffline(true);
    await widget(page).getByRole('button', { name: 'Insert emoji' }).click();
    await input.fill('Sigo aquí');
    await expect(input).toHaveValue('Sigo aquí');
    await expect(widget(page).getByRole('dialog', { name: /emoji/i })).toHaveCount(0);

    await context.setOffline(false);
    await expect(widget(page).getByRole('dialog', { name: /emoji/i })).toBeVisible();
    await expect(input).toHaveValue('Sigo aquí');
  });

  test('a conversation that could not be looked up without a connection is looked up again once it is back', async ({ page, context }) => {
    await recordEvents(page);
    let connected = false;
    await page.route('**/api/v1/conversations/active/**', (route) => (connected ? route.continue() : route.abort('internetdisconnected')));
    await openAsNewLearner(page);
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'tutor-chat:error'), { timeout: 30_000 }).toBe(true);
    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

    connected = true;
    await context.setOffline(true);
    await context.setOffline(false);

    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toBeVisible();
  });
});

test.describe('where the widget cannot go on by itself it says so, with a way forward (never a lasting "…")', () => {
  /** The busy placeholder the widget shows only while something is under way. */
  function busy(page: Page): Locator {
    return widget(page).locator('[aria-busy="true"]');
  }

  /** Counts the partner page's `/session` calls (its token provider asking its backend for a learner session). */
  function countSessions(page: Page): { count: number } {
    const sessions = { count: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/session') {
        sessions.count += 1;
      }
    });
    return sessions;
  }

  test('after Decline: the terms are needed, and Start again gets a new session from the token provider and shows the terms again', async ({ page }) => {
    const sessions = countSessions(page);
    await page.goto('/?host-css=0');
    const dialog = widget(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline' }).click();

    await expect(widget(page).getByRole('status').filter({ hasText: 'To use the tutor, you need to accept the terms.' })).toBeVisible();
    await expect(busy(page)).toHaveCount(0);
    expect(sessions.count).toBe(1);

    await widget(page).getByRole('button', { name: 'Start again' }).click();
    await expect(dialog).toBeVisible();
    expect(sessions.count).toBe(2);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /accept/i }).click();
    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toBeVisible();
  });

  test('after Escape or a click on the backdrop: the terms are needed, and Show the terms opens them again', async ({ page }) => {
    await page.goto('/?host-css=0');
    const dialog = widget(page).getByRole('dialog');
    const notice = widget(page).getByRole('status').filter({ hasText: 'To use the tutor, you need to accept the terms.' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(notice).toBeVisible();
    await expect(busy(page)).toHaveCount(0);

    await widget(page).getByRole('button', { name: 'Show the terms' }).click();
    await expect(dialog).toBeVisible();
    // The backdrop around the dialog (its corner: the dialog covers its middle).
    await widget(page).getByTestId('parla-terms-backdrop').click({ position: { x: 4, y: 4 } });
    await expect(dialog).toBeHidden();
    await expect(notice).toBeVisible();
    await expect(busy(page)).toHaveCount(0);

    await widget(page).getByRole('button', { name: 'Show the terms' }).click();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /accept/i }).click();
    await expect(widget(page).getByRole('textbox', { name: 'Your message' })).toBeVisible();
  });

  test('when the token provider fails (the partner’s /session answers 502): an error with Try again, which calls the provider again', async ({ page }) => {
    await recordEvents(page);
    let partnerDown = true;
    await page.route('**/session', (route) =>
      partnerDown ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"partner backend down"}' }) : route.continue(),
    );
    await page.goto('/?host-css=0');
    await expect(widget(page).getByRole('alert').filter({ hasText: 'The tutor could not be started.' })).toBeVisible();
    await expect(busy(page)).toHaveCount(0);
    expect((await events(page)).filter((event) => event.type === 'tutor-chat:error').map((event) => event.detail)).toEqual([
      { message: 'Could not start a tutor session', source: 'token-provider', code: 'token_provider_failed' },
    ]);

    partnerDown = false;
    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await expect(widget(page).getByRole('dialog')).toBeVisible();
    await expect(widget(page).getByText('The tutor could not be started.')).toHaveCount(0);
  });

  test('speaks the widget’s interface language (here German)', async ({ page }) => {
    await page.route('**/session', (route) => route.fulfill({ status: 502, body: '{}' }));
    await page.goto('/?host-css=0');
    await page.locator('tutor-chat').evaluate((element) => element.setAttribute('locale', 'de'));
    await expect(widget(page).getByRole('alert')).toHaveText('Der Tutor konnte nicht gestartet werden.');
    await expect(widget(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();

    await page.unroute('**/session');
    await widget(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    const dialog = widget(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(widget(page).getByRole('status').filter({ hasText: 'Um den Tutor zu nutzen, musst du die Nutzungsbedingungen akzeptieren.' })).toBeVisible();
    await expect(widget(page).getByRole('button', { name: 'Neu starten' })).toBeVisible();
  });
});
