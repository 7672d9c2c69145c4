import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession, memoryStorage } from '@parla/sdk';
import type { ParlaClient, RetryEvent, RetrySettledEvent, Session, SessionOptions } from '@parla/sdk';
import { fakeApi, online, testClient } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { RetryStatus } from './retry-status.js';

/** A started session over `client` (memory storage, English, signed out). */
async function sessionOver(client: ParlaClient, options: Omit<SessionOptions, 'client'> = {}): Promise<Session> {
  const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [], logger: { error: () => undefined, info: () => undefined }, ...options });
  await session.start();
  return session;
}

afterEach(() => {
  vi.useRealTimers();
});

/** A session whose client reports retries and settled calls when the test says so (the transport's own retries are tested in the SDK). */
async function sessionWithRetries() {
  const listeners = new Set<(event: RetryEvent) => void>();
  const settledListeners = new Set<(event: RetrySettledEvent) => void>();
  const { client: realClient } = testClient(fakeApi());
  const client = {
    ...realClient,
    onRetry(listener: (event: RetryEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onRetrySettled(listener: (event: RetrySettledEvent) => void) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
  };
  const session = await sessionOver(client);
  const retry = (attempt: number) =>
    act(() => {
      for (const listener of listeners) {
        listener({ id: 'request-1', label: 'conversations.get', attempt, retries: 3, delayMs: 1000 } as RetryEvent);
      }
    });
  const settle = () =>
    act(() => {
      for (const listener of settledListeners) {
        listener({ id: 'request-1', label: 'conversations.get', retries: 2, ok: false });
      }
    });
  return { session, retry, settle };
}

describe('RetryStatus', () => {
  it('is an empty status region while nothing is retried', async () => {
    const { session } = await sessionWithRetries();
    renderWithSession(<RetryStatus />, session);

    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(status.getAttribute('data-state')).toBe('idle');
  });

  it("shows 'Retrying {id}' with the attempt counts while the SDK retries, then clears when the call settles", async () => {
    const { session, retry, settle } = await sessionWithRetries();
    renderWithSession(<RetryStatus />, session);

    retry(1);
    expect(screen.getByRole('status').textContent).toBe('Retrying the conversation (attempt 1 of 3)');
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('retrying');
    retry(2);
    expect(screen.getByRole('status').textContent).toBe('Retrying the conversation (attempt 2 of 3)');

    settle();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('idle');
  });

  it('speaks the interface language', async () => {
    const { session, retry } = await sessionWithRetries();
    renderWithSession(<RetryStatus />, session);
    act(() => session.locale.setLocale('es'));

    retry(1);

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reintentando la conversación (intento 1 de 3)'));
  });
});
