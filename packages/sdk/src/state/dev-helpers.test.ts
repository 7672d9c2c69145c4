import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@parla/contract/constants';
import { memoryStorage, systemClock } from '../ports.js';
import { decodeTokenClaims } from '../tokens/decode-token.js';
import { createTokenState } from './token-state.js';
import { storageTokenStore } from '../tokens/storage-token-store.js';
import { installDevHelpers } from './dev-helpers.js';
import type { DevHelpers } from './dev-helpers.js';

const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-15T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function install() {
  const target: Partial<DevHelpers> = {};
  const storage = memoryStorage();
  const logger = { error: vi.fn(), info: vi.fn() };
  const uninstall = installDevHelpers({ target, storage, clock: systemClock, logger });
  return { target, storage, logger, uninstall };
}

function storedTokens(storage: ReturnType<typeof memoryStorage>) {
  return JSON.parse(storage.getItem(STORAGE_KEYS.tokens) ?? 'null') as { access: string; refresh: string };
}

describe('parlaMockLogin()', () => {
  it('stores a mock access token valid 24 hours and a refresh token valid 168 hours', () => {
    const { target, storage } = install();

    target.parlaMockLogin?.();

    const tokens = storedTokens(storage);
    const now = Date.now() / 1000;
    expect(decodeTokenClaims(tokens.access)?.exp).toBe(now + (24 * HOUR) / 1000);
    expect(decodeTokenClaims(tokens.refresh)?.exp).toBe(now + (168 * HOUR) / 1000);
  });

  it('stores the mock user, preferences and the mock-mode flag', () => {
    const { target, storage } = install();

    target.parlaMockLogin?.();

    const user = JSON.parse(storage.getItem(STORAGE_KEYS.mockUser) ?? 'null') as { id: string; terms_accepted: boolean };
    expect(user).toMatchObject({ id: 'mock-user', terms_accepted: true });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.mockPreferences) ?? 'null')).toMatchObject({ voice_preference: 'female', skill_level: 'beginner' });
    expect(storage.getItem(STORAGE_KEYS.mockMode)).toBe('true');
  });

  it('asks for a manual page reload', () => {
    const { target, logger } = install();

    target.parlaMockLogin?.();

    expect(logger.info).toHaveBeenCalledWith(expect.stringMatching(/reload the page/i));
  });

  it('signs the app in once it reads the tokens again (a reload)', () => {
    const { target, storage } = install();
    target.parlaMockLogin?.();

    const state = createTokenState({ tokens: storageTokenStore({ storage }), clock: systemClock, logger: { error: vi.fn(), info: vi.fn() } });

    expect(state.$tokenState.get()).toEqual({ isAuthenticated: true, hasValidToken: true, userId: 'mock-user' });
    vi.advanceTimersByTime(24 * HOUR);
    expect(state.$tokenState.get().hasValidToken).toBe(true);
    vi.advanceTimersByTime(144 * HOUR);
    expect(state.$tokenState.get().hasValidToken).toBe(false);
    state.destroy();
  });
});

describe('parlaMockLogout()', () => {
  it('clears the mock tokens, user, preferences and flag and asks for a reload', () => {
    const { target, storage, logger } = install();
    target.parlaMockLogin?.();

    target.parlaMockLogout?.();

    expect([STORAGE_KEYS.tokens, STORAGE_KEYS.mockUser, STORAGE_KEYS.mockPreferences, STORAGE_KEYS.mockMode].map((key) => storage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(logger.info).toHaveBeenLastCalledWith(expect.stringMatching(/reload the page/i));
  });
});

describe('installDevHelpers', () => {
  it('defines the two global functions and removes them again', () => {
    const { target, uninstall } = install();
    expect(typeof target.parlaMockLogin).toBe('function');
    expect(typeof target.parlaMockLogout).toBe('function');

    uninstall();

    expect('parlaMockLogin' in target).toBe(false);
    expect('parlaMockLogout' in target).toBe(false);
  });

  it('defines them on globalThis by default', () => {
    const uninstall = installDevHelpers({ storage: memoryStorage(), logger: { error: vi.fn(), info: vi.fn() } });
    expect(typeof (globalThis as Partial<DevHelpers>).parlaMockLogin).toBe('function');
    uninstall();
    expect((globalThis as Partial<DevHelpers>).parlaMockLogin).toBeUndefined();
  });
});
