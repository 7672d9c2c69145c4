import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { InterfaceLanguage } from '@parla/contract/constants';

/** The password every test learner uses. */
export const PASSWORD = 'correct horse battery staple';
/** The n-th (1–8) admin address the e2e server is started with (`PARLA_ADMIN_EMAILS`). */
export function adminEmail(index: number): string {
  return `admin${index}@parla.test`;
}

/** Tokens as the SDK keeps them in `localStorage.parla_tokens`. */
export interface Tokens {
  access: string;
  refresh: string;
}

/** A verified learner created through the API. */
export interface Learner {
  email: string;
  firstName: string;
  tokens: Tokens;
}

/** A client address of its own per call, so the per-address login limit never throttles the suite (the server trusts the proxy header). */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** A unique email address. */
export function uniqueEmail(prefix = 'learner'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@parla.test`;
}

/** The newest mailed link of an address, from the development outbox, whose path contains `fragment`. */
export async function mailedLink(request: APIRequestContext, to: string, fragment: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/outbox/?to=${encodeURIComponent(to)}`, { headers: { 'X-Parla-Dev-Key': process.env.PARLA_DEV_OUTBOX_KEY ?? '' } });
        const body = (await response.json()) as { results: Array<{ links: string[] }> };
        link = body.results.flatMap((mail) => mail.links).find((candidate) => candidate.includes(fragment));
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Registers and verifies a learner through the API (the registration form's terms box is ticked, so the terms are accepted); optionally sets preferences. */
export async function createLearner(
  request: APIRequestContext,
  options: { email?: string; preferences?: Record<string, unknown> } = {},
): Promise<Learner> {
  const email = options.email ?? uniqueEmail();
  const headers = { 'X-Forwarded-For': clientAddress() };
  await json(
    await request.post('/api/v1/auth/register/', {
      headers,
      data: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, confirm_password: PASSWORD, terms_accepted: true, privacy_accepted: true },
    }),
  );
  const link = await mailedLink(request, email, '/verify-email/');
  const token = decodeURIComponent(new URL(link).pathname.split('/').filter(Boolean).pop() ?? '');
  const tokens = await json<Tokens>(await request.post('/api/v1/auth/verify-email/', { headers, data: { token } }));
  if (options.preferences) {
    const auth = { ...headers, Authorization: `Bearer ${tokens.access}` };
    await json(await request.patch('/api/v1/auth/profile/', { headers: auth, data: { preferences: options.preferences } }));
  }
  return { email, firstName: 'Ada', tokens: { access: tokens.access, refresh: tokens.refresh } };
}

/**
 * A learner a partner's site signed in (a partner session, as `<tutor-chat>` gets): never shown a registration form, so
 * the terms are not accepted yet. The partner key comes from the 8th admin, who creates one per call.
 */
export async function createPartnerLearner(request: APIRequestContext): Promise<Learner> {
  const headers = { 'X-Forwarded-For': clientAddress() };
  const login = await request.post('/api/v1/auth/login/', { headers, data: { username: adminEmail(8), password: PASSWORD } });
  const admin = login.ok() ? ((await login.json()) as Tokens) : (await createLearner(request, { email: adminEmail(8) })).tokens;
  const partnerKey = await json<{ key: string }>(
    await request.post('/api/v1/admin/partner-keys/', { headers: { ...headers, Authorization: `Bearer ${admin.access}` }, data: { partner: 'e2e partner', allowed_origins: [] } }),
  );
  const externalId = randomUUID();
  const session = await json<Tokens>(
    await request.post('/api/v1/partner/sessions/', {
      headers: { ...headers, Authorization: `Bearer ${partnerKey.key}` },
      data: { external_user_id: externalId, first_name: 'Ada', last_name: 'Lovelace', native_language: 'en', target_language: 'es' },
    }),
  );
  return { email: `${externalId}@partner`, firstName: 'Ada', tokens: { access: session.access, refresh: session.refresh } };
}

/** Creates a conversation for a learner through the API and returns its id. */
export async function createConversation(request: APIRequestContext, learner: Learner, body: Record<string, unknown> = {}): Promise<string> {
  const conversation = await json<{ id: string }>(
    await request.post('/api/v1/conversations/', {
      headers: { Authorization: `Bearer ${learner.tokens.access}` },
      data: { target_language: 'es', learning_mode: 'free_conversation', ...body },
    }),
  );
  return conversation.id;
}

/** A browser context with its own client address; signed in as `learner` (tokens in localStorage before any script runs). */
export async function newContext(browser: Browser, options: { learner?: Learner; theme?: 'light' | 'dark'; locale?: InterfaceLanguage } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    colorScheme: options.theme ?? 'light',
  });
  await context.addInitScript(
    ({ tokens, theme, locale }) => {
      if (sessionStorage.getItem('parla-e2e-seeded')) {
        return; // only once per tab: a reload must show what the app itself stored
      }
      sessionStorage.setItem('parla-e2e-seeded', '1');
      if (tokens) {
        localStorage.setItem('parla_tokens', JSON.stringify(tokens));
      }
      if (theme) {
        localStorage.setItem('parla_theme', theme);
      }
      if (locale) {
        localStorage.setItem('parla_locale', locale);
      }
    },
    { tokens: options.learner?.tokens ?? null, theme: options.theme ?? null, locale: options.locale ?? null },
  );
  return context;
}

/** Waits until a lazy screen has replaced the loading placeholder. */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('.app-loading')).toHaveCount(0);
}

/** Sends `text` in the open chat and waits for the tutor's reply to settle (it offers its words); returns the reply. */
export async function sendAndAwaitReply(page: Page, text: string): Promise<Locator> {
  const mine = page.locator('.parla-message[data-sender="user"]');
  const before = await mine.count();
  const box = page.locator('textarea').first();
  await box.fill(text);
  await box.press('Enter');
  await expect(mine).toHaveCount(before + 1, { timeout: 30_000 });
  const reply = page.locator('.parla-message').last();
  await expect(reply).toHaveAttribute('data-sender', 'ai', { timeout: 30_000 });
  await expect(reply.getByRole('button', { name: 'Look up words' })).toBeVisible({ timeout: 30_000 });
  return reply;
}
