// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connectivity, ParlaClient, Session, SessionOptions } from '@parla/sdk';
import { createQuotaTracker, createRateLimiter, createSession, memoryStorage } from '@parla/sdk';
import { fakeApi, online, testClient } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { RetryStatus } from '../retry-status/retry-status.js';
import { StatusBanner } from './status-banner.js';

const offline: Connectivity = { isOnline: () => false, subscribe: () => () => undefined };


/** A started session over `client` (memory storage, English, signed out). */
async function sessionOver(client: ParlaClient, options: Omit<SessionOptions, 'client'> = {}): Promise<Session> {
  const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [], logger: { error: () => undefined, info: () => undefined }, ...options });
  await session.start();
  return session;
}

describe('StatusBanner and RetryStatus accessibility (axe-core)', () => {
  it('has no serious or critical violation while offline, rate-limited and over a quota warning', async () => {
    const rateLimiter = createRateLimiter({ storage: memoryStorage() });
    const quota = createQuotaTracker({ storage: memoryStorage() });
    const { client } = testClient(fakeApi(), { rateLimiter });
    const session = await sessionOver(client, { quota, connectivity: offline });
    const { container } = renderWithSession(
      <>
        <StatusBanner />
        <RetryStatus />
      </>,
      session,
    );
    act(() => {
      quota.record('messages', 90);
      for (let count = 0; count < 16; count += 1) {
        try {
          rateLimiter.consume('message_send');
        } catch {
          // blocked
        }
      }
    });

    expect(container.querySelectorAll('.parla-status-banner__notice')).toHaveLength(3);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
