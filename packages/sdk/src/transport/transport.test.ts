import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/create-client.js';
import { memoryTokenStore } from '../tokens/memory-token-store.js';
import type { ApiError } from '../errors/api-error.js';
import type { RetryEvent } from './transport.js';
import { jsonResponse, recordingFetch, type FakeHandler } from '@parla/test-utils';
import type { Connectivity } from '../ports.js';

const tokens = { access: 'access-token-1', refresh: 'refresh-token-1' };

function online(value = true): Connectivity & { set(next: boolean): void } {
  let state = value;
  return { isOnline: () => state, subscribe: () => () => undefined, set: (next) => (state = next) };
}

function setup(handler: FakeHandler, options: { random?: () => number; connectivity?: Connectivity; onSessionExpired?: () => void } = {}) {
  const recorder = recordingFetch(handler);
  const tokenStore = memoryTokenStore(tokens);
  const retries: RetryEvent[] = [];
  const client = createClient({
    baseUrl: 'http://parla.test',
    fetch: recorder.fetch,
    tokenStore,
    rateLimiter: false,
    random: options.random ?? (() => 0.5),
    connectivity: options.connectivity ?? online(),
    onSessionExpired: options.onSessionExpired,
  });
  client.onRetry((event) => retries.push(event));
  return { client, requests: recorder.requests, tokenStore, retries };
}

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: ApiError }> {
  return promise.then(
    (value) => ({ value }),
    (error: ApiError) => ({ error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('headers', () => {
  it('sends the bearer token and X-API-Version v1 on every attempt, and the same Idempotency-Key on retries of a create', async () => {
    const { client, requests } = setup((_request, index) =>
      index < 2 ? jsonResponse({ message: 'down' }, { status: 503 }) : jsonResponse({ id: 'c1' }, { status: 201 }),
    );
    const pending = client.conversations.create({ target_language: 'es', learning_mode: 'grammar' });
    await vi.runAllTimersAsync();
    await pending;
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers.get('authorization')).toBe('Bearer access-token-1');
      expect(request.headers.get('x-api-version')).toBe('v1');
    }
    const keys = new Set(requests.map((request) => request.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/\S{8,}/);
  });

  it('sends no Idempotency-Key on reads', async () => {
    const { client, requests } = setup(() => jsonResponse({ results: [], next: null, count: 0 }));
    await client.conversations.list();
    expect(requests[0]?.headers.has('idempotency-key')).toBe(false);
  });
});

describe('retry policy (§9)', () => {
  it('retries 3 times with delays of 1 s, 2 s, 4 s scaled by the pinned jitter', async () => {
    const { client, requests, retries } = setup(() => jsonResponse({}, { status: 500 }), { random: () => 0.5 });
    const started = Date.now();
    const outcome = settle(client.conversations.stats());
    await vi.runAllTimersAsync();
    const { error } = await outcome;
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('Server error. Please try again later.');
    expect(requests).toHaveLength(4);
    expect(retries.map((event) => event.delayMs)).toEqual([750, 1500, 3000]);
    expect(retries.map((event) => `${event.attempt}/${event.retries}`)).toEqual(['1/3', '2/3', '3/3']);
    expect(retries.every((event) => event.label === 'conversations.stats')).toBe(true);
    expect(Date.now() - started).toBe(750 + 1500 + 3000);
  });

  it('uses the full delay with jitter 1 and half with jitter 0.5, capped at 10 s', async () => {
    const full = setup(() => jsonResponse({}, { status: 502 }), { random: () => 0.999999 });
    const outcome = settle(full.client.conversations.stats());
    await vi.runAllTimersAsync();
    await outcome;
    expect(full.retries.map((event) => event.delayMs)).toEqual([1000, 2000, 4000]);

    const { backoffDelay, defaultRetryPolicy } = await import('./retry-policy.js');
    expect(backoffDelay(5, defaultRetryPolicy, () => 0.999999)).toBe(10_000);
    expect(backoffDelay(5, defaultRetryPolicy, () => 0)).toBe(5000);
  });

  it('retries network errors and timeouts, then fails with the network message', async () => {
    const { client, requests } = setup((_request, index) => {
      if (index === 0) {
        throw new TypeError('fetch failed');
      }
      return new Promise<Response>(() => undefined); // never answers: times out
    });
    const outcome = settle(client.terms.get());
    await vi.runAllTimersAsync();
    const { error } = await outcome;
    expect(requests).toHaveLength(4);
    expect(error?.kind).toBe('timeout');
    expect(error?.message).toBe('Network error. Please try again.');
  });

  it('gives every attempt a fresh 30 s timeout', async () => {
    const { client, requests } = setup((_request, index) =>
      index === 0 ? new Promise<Response>(() => undefined) : jsonResponse({ status: 'ok' }),
    );
    const outcome = settle(client.health.check());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
    await vi.runAllTimersAsync();
    expect((await outcome).value).toEqual({ status: 'ok' });
    expect(requests[1]?.signal?.aborted).toBe(false);
  });

  it('does not retry a 501 engine_not_configured (the server never has that engine), and fails at once with its message', async () => {
    const { client, requests, retries } = setup(() =>
      jsonResponse({ code: 'engine_not_configured', message: 'Translation needs a language model; none is configured on this server.' }, { status: 501 }),
    );
    const started = Date.now();
    const outcome = settle(client.chat.translate({ text: 'Hola', target_language: 'en' }));
    await vi.runAllTimersAsync();
    const { error } = await outcome;
    expect(requests).toHaveLength(1);
    expect(retries).toEqual([]);
    expect(Date.now() - started).toBe(0);
    expect(error?.status).toBe(501);
    expect(error?.code).toBe('engine_not_configured');
    expect(error?.message).toBe('Translation needs a language model; none is configured on this server.');
  });

  it('still retries a 503 engine_unavailable (the engine failed just now), 3 times', async () => {
    const { client, requests, retries } = setup(() =>
      jsonResponse({ code: 'engine_unavailable', message: 'The translation engine could not answer right now. Please try again.' }, { status: 503 }),
    );
    const outcome = settle(client.chat.translate({ text: 'Hola', target_language: 'en' }));
    await vi.runAllTimersAsync();
    const { error } = await outcome;
    expect(requests).toHaveLength(4);
    expect(retries).toHaveLength(3);
    expect(error?.code).toBe('engine_unavailable');
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i', async (status) => {
    const { client, requests } = setup(() => jsonResponse({ code: 'x', message: 'no' }, { status }));
    const outcome = settle(client.languages.supported());
    await vi.runAllTimersAsync();
    expect((await outcome).error?.status).toBe(status);
    expect(requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    const { client, requests, retries } = setup((_request, index) =>
      index === 0 ? jsonResponse({}, { status: 429, headers: { 'retry-after': '7' } }) : jsonResponse({ ok: true }),
    );
    const outcome = settle(client.usage.current());
    await vi.advanceTimersByTimeAsync(6999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect((await outcome).value).toEqual({ ok: true });
    expect(retries[0]?.delayMs).toBe(7000);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const when = new Date(Date.now() + 12_000).toUTCString();
    const { client, retries } = setup((_request, index) =>
      index === 0 ? jsonResponse({}, { status: 503, headers: { 'retry-after': when } }) : jsonResponse({ ok: true }),
    );
    const outcome = settle(client.usage.current());
    await vi.runAllTimersAsync();
    await outcome;
    expect(retries[0]?.delayMs).toBe(12_000);
  });

  it('does not wait for a Retry-After over 60 s, and reports it on the error', async () => {
    const { client, requests } = setup(() => jsonResponse({ message: 'Slow down' }, { status: 429, headers: { 'retry-after': '120' } }));
    const outcome = settle(client.usage.current());
    await vi.runAllTimersAsync();
    const { error } = await outcome;
    expect(requests).toHaveLength(1);
    expect(error?.retryAfterMs).toBe(120_000);
    expect(error?.message).toBe('Slow down');
  });

  it('ends a backoff wait at once when the caller aborts, and sends nothing more', async () => {
    const { client, requests } = setup(() => jsonResponse({}, { status: 503 }));
    const controller = new AbortController();
    const outcome = settle(client.conversations.stats({ signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toHaveLength(1);
    controller.abort();
    const { error } = await outcome;
    expect(error?.kind).toBe('aborted');
    await vi.runAllTimersAsync();
    expect(requests).toHaveLength(1);
  });

  it('never retries a request the caller aborted in flight', async () => {
    const { client, requests } = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const outcome = settle(client.conversations.stats({ signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect((await outcome).error?.kind).toBe('aborted');
    await vi.runAllTimersAsync();
    expect(requests).toHaveLength(1);
  });
});

describe('when the access token has expired (401)', () => {
  it('makes exactly one refresh call for 20 concurrent 401s and replays each request once', async () => {
    let refreshCalls = 0;
    const { client, requests, tokenStore } = setup((request) => {
      if (request.url.pathname === '/api/v1/auth/refresh/') {
        refreshCalls += 1;
        expect(request.body).toEqual({ refresh: 'refresh-token-1' });
        expect(request.headers.has('authorization')).toBe(false);
        return new Promise((resolve) => setTimeout(() => resolve(jsonResponse({ access: 'access-token-2', refresh: 'refresh-token-2' })), 50));
      }
      return request.headers.get('authorization') === 'Bearer access-token-2'
        ? jsonResponse({ path: request.url.pathname })
        : jsonResponse({ code: 'token_expired', message: 'expired' }, { status: 401 });
    });
    const calls = Array.from({ length: 20 }, (_unused, index) => client.conversations.get(`c${index}`));
    await vi.runAllTimersAsync();
    const results = await Promise.all(calls);
    expect(refreshCalls).toBe(1);
    expect(results[7]).toEqual({ path: '/api/v1/conversations/c7/' });
    expect(requests.filter((request) => request.url.pathname !== '/api/v1/auth/refresh/')).toHaveLength(40);
    expect(tokenStore.get()).toEqual({ access: 'access-token-2', refresh: 'refresh-token-2' });
  });

  it('replays a request at most once: a second 401 fails', async () => {
    const { client, requests } = setup((request) =>
      request.url.pathname === '/api/v1/auth/refresh/'
        ? jsonResponse({ access: 'a2', refresh: 'r2' })
        : jsonResponse({ message: 'still no' }, { status: 401 }),
    );
    const { error } = await settle(client.user.getProfile());
    expect(error?.status).toBe(401);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/v1/auth/profile/',
      '/api/v1/auth/refresh/',
      '/api/v1/auth/profile/',
    ]);
  });

  it('signs out once when the refresh is refused: tokens cleared, onSessionExpired called once for all', async () => {
    const onSessionExpired = vi.fn();
    let refreshCalls = 0;
    const { client, tokenStore } = setup(
      (request) => {
        if (request.url.pathname === '/api/v1/auth/refresh/') {
          refreshCalls += 1;
          return jsonResponse({ code: 'token_invalid', message: 'revoked' }, { status: 401 });
        }
        return jsonResponse({}, { status: 401 });
      },
      { onSessionExpired },
    );
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => settle(client.user.getProfile())));
    expect(refreshCalls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
    expect(outcomes.every((outcome) => outcome.error?.status === 401)).toBe(true);
  });

  it('keeps the tokens when the refresh fails for network or server reasons', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = setup(
      (request) => {
        if (request.url.pathname === '/api/v1/auth/refresh/') {
          return jsonResponse({}, { status: 503 });
        }
        return jsonResponse({}, { status: 401 });
      },
      { onSessionExpired },
    );
    const { error } = await settle(client.user.getProfile());
    expect(error?.status).toBe(503);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokenStore.get()).toEqual(tokens);
  });

  it('never puts a token in an error message', async () => {
    const { client } = setup(() => jsonResponse({}, { status: 401 }));
    const { error } = await settle(client.user.getProfile());
    const serialised = JSON.stringify({ message: error?.message, body: error?.toErrorBody(), stack: error?.stack });
    expect(serialised).not.toContain('access-token-1');
    expect(serialised).not.toContain('refresh-token-1');
  });
});

describe('error messages (§8)', () => {
  it.each([
    [400, 'Invalid request. Please check your input.'],
    [403, 'Access denied. You do not have permission.'],
    [404, 'Resource not found.'],
    [429, 'Too many requests. Please wait and try again.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Service temporarily unavailable. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again later.'],
    [504, 'Service temporarily unavailable. Please try again later.'],
    [418, 'An unexpected error occurred.'],
  ])('maps %i without a server message to "%s"', async (status, message) => {
    const { client } = setup(() => new Response('', { status }));
    const outcome = settle(client.terms.get());
    await vi.runAllTimersAsync();
    const { error } = await outcome;
    expect(error?.kind).toBe('http');
    expect(error?.status).toBe(status);
    expect(error?.message).toBe(message);
  });

  it("prefers the server's message and carries its code, field errors and request id", async () => {
    const { client } = setup(() =>
      jsonResponse(
        { code: 'validation_failed', message: 'Check the form.', field_errors: { email: ['Please enter a valid email'] }, request_id: 'req-1' },
        { status: 400 },
      ),
    );
    const { error } = await settle(client.auth.register({} as never));
    expect(error).toMatchObject({
      message: 'Check the form.',
      serverMessage: 'Check the form.',
      code: 'validation_failed',
      fieldErrors: { email: ['Please enter a valid email'] },
      requestId: 'req-1',
    });
  });

  it('fails at once with the offline message when the device is offline, sending nothing', async () => {
    const { client, requests } = setup(() => jsonResponse({}), { connectivity: online(false) });
    const { error } = await settle(client.terms.get());
    expect(error?.kind).toBe('offline');
    expect(error?.message).toBe('No internet connection. Please check your network.');
    expect(requests).toHaveLength(0);
  });

  it('tells a network failure while online from going offline mid-request', async () => {
    const connectivity = online(true);
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    }, { connectivity });
    const whileOnline = settle(client.terms.get());
    await vi.runAllTimersAsync();
    expect((await whileOnline).error?.message).toBe('Network error. Please try again.');

    const { client: second } = setup(() => {
      connectivity.set(false);
      throw new TypeError('fetch failed');
    }, { connectivity });
    connectivity.set(true);
    const wentOffline = settle(second.terms.get());
    await vi.runAllTimersAsync();
    expect((await wentOffline).error?.kind).toBe('offline');
    expect((await wentOffline).error?.message).toBe('No internet connection. Please check your network.');
  });
});
