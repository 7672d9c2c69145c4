import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connectivity, ParlaClient, Session, SessionOptions } from '@parla/sdk';
import { createQuotaTracker, createRateLimiter, createSession, memoryStorage } from '@parla/sdk';
import { fakeApi, online, testClient } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { StatusBanner } from './status-banner.js';

const NOW = Date.parse('2025-01-15T10:00:00.000Z');


/** A started session over `client` (memory storage, English, signed out). */
async function sessionOver(client: ParlaClient, options: Omit<SessionOptions, 'client'> = {}): Promise<Session> {
  const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [], logger: { error: () => undefined, info: () => undefined }, ...options });
  await session.start();
  return session;
}

function switchableConnectivity() {
  let isOnline = true;
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    isOnline: () => isOnline,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { connectivity, set: (value: boolean) => ((isOnline = value), listeners.forEach((listener) => listener(value))) };
}

/** A session with its own rate limiter and quota tracker, both on a clock the test sets. */
async function setUp() {
  const time = { now: NOW };
  const clock = { now: () => time.now, setTimeout, clearTimeout, setInterval, clearInterval };
  const rateLimiter = createRateLimiter({ clock, storage: memoryStorage() });
  const quota = createQuotaTracker({ clock, storage: memoryStorage() });
  const { client } = testClient(fakeApi(), { rateLimiter });
  const network = switchableConnectivity();
  const session = await sessionOver(client, { quota, connectivity: network.connectivity });
  renderWithSession(<StatusBanner now={() => time.now} />, session);
  return { session, rateLimiter, quota, network, time, banner: () => screen.getByRole('status') };
}

describe('StatusBanner', () => {
  it('shows nothing while all is well', async () => {
    const { banner } = await setUp();

    expect(banner().textContent).toBe('');
    expect(banner().getAttribute('data-state')).toBe('idle');
  });

  it('says when the device is offline, and clears when it is back online', async () => {
    const { banner, network } = await setUp();

    act(() => network.set(false));
    expect(banner().textContent).toBe('You’re offline. Check your connection to keep practising.');
    expect(banner().getAttribute('data-state')).toBe('offline');

    act(() => network.set(true));
    expect(banner().textContent).toBe('');
  });

  it('says when sending is blocked by the message rate limit, with the time left (§9: 15 a minute, blocked 5 minutes)', async () => {
    const { banner, rateLimiter } = await setUp();

    act(() => {
      for (let count = 0; count < 16; count += 1) {
        try {
          rateLimiter.consume('message_send');
        } catch {
          // The 16th attempt blocks sending.
        }
      }
    });

    expect(banner().getAttribute('data-state')).toBe('rate-limited');
    expect(banner().textContent).toBe('You’ve sent a lot of messages in a short time. You can send again in 5 minutes.');
  });

  it('counts the last minute down in seconds', async () => {
    const { banner, rateLimiter, time } = await setUp();
    act(() => {
      for (let count = 0; count < 16; count += 1) {
        try {
          rateLimiter.consume('message_send');
        } catch {
          // blocked
        }
      }
    });

    time.now += 5 * 60_000 - 30_000;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });

    expect(banner().textContent).toBe('You’ve sent a lot of messages in a short time. You can send again in 30 seconds.');
  });

  it.each([
    [80, '80%'],
    [90, '90%'],
  ])('warns when %i messages of the 100 a day are used (§9 warnings at 80 and 90 %%)', async (used, percent) => {
    const { banner, quota } = await setUp();

    act(() => {
      quota.record('messages', used);
    });

    expect(banner().getAttribute('data-state')).toBe('quota-warning');
    expect(banner().textContent).toBe(`You’ve used ${percent} of today’s messages.`);
  });

  it('says 100 % once a quota is used up', async () => {
    const { banner, quota } = await setUp();

    act(() => {
      quota.record('voiceRequests', 50);
    });

    expect(banner().getAttribute('data-state')).toBe('quota-exceeded');
    expect(banner().textContent).toBe('You’ve used 100% of today’s voice requests.');
  });

  it.each([
    ['transcribe', 31, 'rate-limited-transcribe', 'You’ve recorded a lot of voice messages in a short time. You can record again in 10 minutes.'],
    ['synthesize', 51, 'rate-limited-synthesize', 'Messages have been read aloud many times in a short time. Reading aloud works again in 5 minutes.'],
  ] as const)('says when %s is blocked by its rate limit, with the time left (§9)', async (action, attempts, state, text) => {
    const { banner, rateLimiter } = await setUp();

    act(() => {
      for (let count = 0; count < attempts; count += 1) {
        try {
          rateLimiter.consume(action);
        } catch {
          // The attempt over the limit blocks the action.
        }
      }
    });

    expect(banner().getAttribute('data-state')).toBe(state);
    expect(banner().textContent).toBe(text);
  });

  it.each([
    ['message_send', 12, 'You’re sending messages quickly: 3 more messages this minute, then sending pauses for a few minutes.'],
    ['transcribe', 23, 'You’re close to the limit for voice messages. Slow down a little to keep recording.'],
    ['synthesize', 43, 'You’re close to the limit for reading messages aloud.'],
  ] as const)('warns when %s reaches its warning level (§9: 80 %% of 15, 75 %% of 30, 85 %% of 50)', async (action, attempts, text) => {
    const { banner, rateLimiter } = await setUp();

    act(() => {
      for (let count = 0; count < attempts - 1; count += 1) {
        rateLimiter.consume(action);
      }
    });
    expect(banner().textContent).toBe('');
    act(() => {
      rateLimiter.consume(action);
    });

    expect(banner().textContent).toBe(text);
  });

  it('counts the messages left down as the learner keeps sending', async () => {
    const { banner, rateLimiter } = await setUp();

    act(() => {
      for (let count = 0; count < 14; count += 1) {
        rateLimiter.consume('message_send');
      }
    });

    expect(banner().getAttribute('data-state')).toBe('rate-warning-message_send');
    expect(banner().textContent).toBe('You’re sending messages quickly: 1 more message this minute, then sending pauses for a few minutes.');
  });

  it('warns when 80 % of the daily voice requests are used', async () => {
    const { banner, quota } = await setUp();

    act(() => {
      quota.record('voiceRequests', 40);
    });

    expect(banner().getAttribute('data-state')).toBe('quota-warning');
    expect(banner().textContent).toBe('You’ve used 80% of today’s voice requests.');
  });

  it('stays quiet below 80 %', async () => {
    const { banner, quota } = await setUp();

    act(() => {
      quota.record('messages', 79);
    });

    expect(banner().textContent).toBe('');
  });
});
