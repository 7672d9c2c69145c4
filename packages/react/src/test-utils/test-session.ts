import { vi } from 'vitest';
import { createSession, memoryStorage } from '@parla/sdk';
import type { RateLimiter, Session, SessionOptions, User } from '@parla/sdk';
import { aUser, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';

/** Options of {@link createTestSession}. */
export interface TestSessionOptions extends Omit<SessionOptions, 'client'> {
  /** The signed-in learner the fake server knows, or null for a signed-out session. Default: none (signed out). */
  user?: User | null;
  /** The fake server. Default: a new one (profile, accept-terms and logout routes are added for `user`). */
  api?: FakeApi;
  /** The client's rate limiter. Default: the client's own (over `localStorage`). */
  rateLimiter?: RateLimiter;
}

/** What {@link createTestSession} returns. */
export interface TestSession {
  session: Session;
  api: FakeApi;
  navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  logger: { error: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn> };
}

/** A real SDK session over the SDK's fake server (memory storage, always online, English, started). */
export async function createTestSession(options: TestSessionOptions = {}): Promise<TestSession> {
  const { user = null, api = fakeApi(), rateLimiter, ...sessionOptions } = options;
  if (user) {
    api.on('GET', '/api/v1/auth/profile/', () => json(user));
    api.on('POST', '/api/v1/auth/accept-terms/', () =>
      json({ message: 'Terms accepted.', terms_accepted: true, terms_version: '1.0', terms_accepted_at: '2025-01-15T10:00:00.000Z' }),
    );
    api.on('POST', '/api/v1/auth/logout/', () => json({ message: 'Logged out.' }));
  }
  const { client } = testClient(api, { tokens: user ? validTokens(user) : null, ...(rateLimiter ? { rateLimiter } : {}) });
  const navigate = vi.fn<(path: string) => void>();
  const logger = { error: vi.fn(), info: vi.fn() };
  const session = createSession({ client, storage: memoryStorage(), navigate, logger, connectivity: online, languages: [], ...sessionOptions });
  await session.start();
  return { session, api, navigate, logger };
}

/** A learner who has not accepted the terms yet. */
export function learnerWithoutTerms(): User {
  return aUser({ terms_accepted: false, terms_accepted_at: null, terms_version: null });
}
