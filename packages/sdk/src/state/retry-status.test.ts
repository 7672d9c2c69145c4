import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../ports.js';
import { createRetryStatus, retryStatusText } from './retry-status.js';
import { retryTopic } from './retry-topic.js';
import { aUser, apiError, fakeApi, json, testClient, validTokens } from '@parla/test-utils';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the retry status', () => {
  it('reads "Retrying {id}" with what the call is about, in a learner’s words, and the attempt count', () => {
    expect(retryStatusText({ label: 'conversations.sendMessageStream', attempt: 2, retries: 3 })).toBe('Retrying your message (attempt 2 of 3)');
    expect(retryStatusText({ label: 'chat.translate', attempt: 1, retries: 3 })).toBe('Retrying the translation (attempt 1 of 3)');
  });

  it.each([
    ['conversations.sendMessage', 'message'],
    ['conversations.editMessage', 'message'],
    ['batch.deleteMessages', 'message'],
    ['chat.translate', 'translation'],
    ['voice.synthesizeMessage', 'speech'],
    ['conversations.get', 'conversation'],
    ['conversations.stats', 'progress'],
    ['usage.current', 'progress'],
    ['user.getProfile', 'account'],
    ['auth.login', 'account'],
    ['support.feedback', 'support'],
    ['admin.users', 'admin'],
    ['languages.supported', 'request'],
    ['health', 'request'],
  ] as const)('names %s by its topic, %s', (label, topic) => {
    expect(retryTopic(label)).toBe(topic);
  });

  it('follows the client’s retries and clears as soon as the retried call succeeds', async () => {
    const api = fakeApi();
    let calls = 0;
    api.on('GET', '/api/v1/auth/profile/', () => {
      calls += 1;
      return calls <= 2 ? apiError(503, 'Service temporarily unavailable. Please try again later.') : json(aUser());
    });
    const { client } = testClient(api, { tokens: validTokens(), retry: {}, random: () => 1 });
    const retry = createRetryStatus({ client, clock: systemClock, graceMs: 500 });
    const seen: Array<string | null> = [];
    retry.$retryStatus.subscribe((status) => seen.push(status?.text ?? null));

    const loading = client.user.getProfile();
    await vi.waitFor(() => expect(retry.$retryStatus.get()?.attempt).toBe(1));
    expect(retry.$retryStatus.get()).toMatchObject({ label: 'user.getProfile', topic: 'account', attempt: 1, retries: 3, delayMs: 1000, key: 'status.retrying' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(retry.$retryStatus.get()?.attempt).toBe(2));
    await vi.advanceTimersByTimeAsync(2000);
    await loading;

    expect(retry.$retryStatus.get()).toBeNull();
    expect(seen).toEqual([null, 'Retrying your account details (attempt 1 of 3)', 'Retrying your account details (attempt 2 of 3)', null]);
    retry.destroy();
  });

  it('clears as soon as a message stream fails for good after its last retry (HTTP 500 four times)', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/conversations/send-message-stream/', () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const { client } = testClient(api, { tokens: validTokens(), retry: {}, random: () => 1 });
    const retry = createRetryStatus({ client, clock: systemClock });
    const seen: Array<string | null> = [];
    retry.$retryStatus.subscribe((status) => seen.push(status?.text ?? null));

    const failure = client.conversations.sendMessageStream({ conversation_id: 'c1', message_text: 'Hola' }).result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    const error = await failure;

    expect(error).toMatchObject({ status: 500 });
    expect(api.requests).toHaveLength(4);
    expect(retry.$retryStatus.get()).toBeNull();
    expect(seen).toEqual([
      null,
      'Retrying your message (attempt 1 of 3)',
      'Retrying your message (attempt 2 of 3)',
      'Retrying your message (attempt 3 of 3)',
      null,
    ]);
    retry.destroy();
  });

  it('keeps showing the retry while the retried call is still waiting for its answer', async () => {
    const api = fakeApi();
    let calls = 0;
    api.on('GET', '/api/v1/auth/profile/', async () => {
      calls += 1;
      if (calls === 1) {
        return apiError(503, 'Service temporarily unavailable. Please try again later.');
      }
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      return json(aUser());
    });
    const { client } = testClient(api, { tokens: validTokens(), retry: {}, random: () => 1, timeoutMs: 60_000 });
    const retry = createRetryStatus({ client, clock: systemClock, graceMs: 500 });

    const loading = client.user.getProfile();
    await vi.advanceTimersByTimeAsync(1000 + 5000);
    expect(retry.$retryStatus.get()?.text).toBe('Retrying your account details (attempt 1 of 3)');
    await vi.advanceTimersByTimeAsync(5000);
    await loading;

    expect(retry.$retryStatus.get()).toBeNull();
    retry.destroy();
  });

  it('clears after the grace time with a client that does not report settled calls', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/auth/profile/', () => apiError(503, 'Service temporarily unavailable. Please try again later.'));
    const { client } = testClient(api, { tokens: validTokens(), retry: { retries: 1 }, random: () => 1 });
    const retry = createRetryStatus({ client: { onRetry: client.onRetry }, clock: systemClock, graceMs: 500 });

    const loading = client.user.getProfile().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    await loading;
    await vi.advanceTimersByTimeAsync(499);
    expect(retry.$retryStatus.get()?.attempt).toBe(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(retry.$retryStatus.get()).toBeNull();
    retry.destroy();
  });

  it('stops listening when destroyed', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/auth/profile/', () => apiError(503, 'Service temporarily unavailable. Please try again later.'));
    const { client } = testClient(api, { tokens: validTokens(), retry: { retries: 1 }, random: () => 1 });
    const retry = createRetryStatus({ client, clock: systemClock });
    retry.destroy();

    const loading = client.user.getProfile().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    await loading;

    expect(api.requests).toHaveLength(2);
    expect(retry.$retryStatus.get()).toBeNull();
  });
});
