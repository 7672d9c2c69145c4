import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPair } from '@parla/contract';
import { systemClock } from '../ports.js';
import { tokenIssuedAt } from '../test-utils/token-issued-at.js';
import { memoryTokenStore } from '../tokens/memory-token-store.js';
import type { TokenStore } from '../tokens/token-store.js';
import { createTokenState } from './token-state.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The server's time when the tests start. */
const SERVER_NOW = Date.parse('2025-03-10T10:00:00.000Z');


/** Tokens a server issues at `issuedAtMs`: access for 5 minutes, refresh for 15 (both JWT-shaped, so the client reads both expiries). */
function tokensIssuedAt(issuedAtMs: number): TokenPair {
  return { access: tokenIssuedAt(issuedAtMs, 5 * MINUTE), refresh: tokenIssuedAt(issuedAtMs, 15 * MINUTE) };
}

function followed(tokens: TokenStore) {
  return createTokenState({ tokens, clock: systemClock, logger: { error: vi.fn(), info: vi.fn() } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createTokenState', () => {
  describe('when the device clock agrees with the server’s', () => {
    it('keeps §4: a token is valid while its expiry is in the future, a few seconds of latency aside', () => {
      vi.setSystemTime(SERVER_NOW + 3 * SECOND); // the tokens took 3 s to arrive
      const store = memoryTokenStore();
      const state = followed(store);

      store.set(tokensIssuedAt(SERVER_NOW));
      expect(state.$tokenState.get()).toEqual({ isAuthenticated: true, hasValidToken: true, userId: 'user-1' });

      vi.advanceTimersByTime(15 * MINUTE - 3 * SECOND - 1); // to 1 ms before the refresh token's expiry, on both clocks
      expect(state.$tokenState.get().hasValidToken).toBe(true);
      vi.advanceTimersByTime(1);
      expect(state.$tokenState.get().hasValidToken).toBe(false);
      state.destroy();
    });
  });

  describe('when the device clock is 20 minutes fast', () => {
    it('counts the tokens just received as valid, though they look expired on the device', () => {
      vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
      const store = memoryTokenStore();
      const state = followed(store);

      store.set(tokensIssuedAt(SERVER_NOW));

      expect(state.$tokenState.get()).toEqual({ isAuthenticated: true, hasValidToken: true, userId: 'user-1' });
      state.destroy();
    });

    it('turns hasValidToken false when the refresh token expires on the server’s clock', () => {
      vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
      const store = memoryTokenStore();
      const state = followed(store);
      store.set(tokensIssuedAt(SERVER_NOW));

      vi.advanceTimersByTime(15 * MINUTE - 1);
      expect(state.$tokenState.get().hasValidToken).toBe(true);
      vi.advanceTimersByTime(1);
      expect(state.$tokenState.get().hasValidToken).toBe(false);
      state.destroy();
    });
  });

  describe('when the device clock is 20 minutes slow', () => {
    it('turns hasValidToken false when the refresh token expires on the server’s clock, not 20 minutes later', () => {
      vi.setSystemTime(SERVER_NOW - 20 * MINUTE);
      const store = memoryTokenStore();
      const state = followed(store);
      store.set(tokensIssuedAt(SERVER_NOW));
      expect(state.$tokenState.get().hasValidToken).toBe(true);

      vi.advanceTimersByTime(15 * MINUTE - 1);
      expect(state.$tokenState.get().hasValidToken).toBe(true);
      vi.advanceTimersByTime(1);
      expect(state.$tokenState.get().hasValidToken).toBe(false);
      state.destroy();
    });
  });

  describe('tokens read from the store at start-up', () => {
    it('teach no offset: issued earlier, their iat says nothing about the clocks', () => {
      vi.setSystemTime(SERVER_NOW);
      // Kept since a visit 10 minutes ago: 5 minutes of the refresh token are left, on either clock.
      const state = followed(memoryTokenStore(tokensIssuedAt(SERVER_NOW - 10 * MINUTE)));
      expect(state.$tokenState.get().hasValidToken).toBe(true);

      vi.advanceTimersByTime(5 * MINUTE);

      expect(state.$tokenState.get().hasValidToken).toBe(false);
      state.destroy();
    });

    it('are judged on the device clock until a token arrives, then on the server’s', () => {
      vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
      const store = memoryTokenStore(tokensIssuedAt(SERVER_NOW - 10 * MINUTE));
      const state = followed(store);
      expect(state.$tokenState.get()).toEqual({ isAuthenticated: true, hasValidToken: false, userId: 'user-1' });

      store.set(tokensIssuedAt(SERVER_NOW)); // a refresh

      expect(state.$tokenState.get().hasValidToken).toBe(true);
      state.destroy();
    });
  });

  describe('with a token store that cannot be subscribed to', () => {
    it('learns the offset from a changed pair it reads again, not from the first read', async () => {
      vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
      let kept: TokenPair | null = tokensIssuedAt(SERVER_NOW - 10 * MINUTE);
      const store: TokenStore = {
        get: async () => kept,
        set: (tokens) => {
          kept = tokens;
        },
      };
      const state = followed(store);
      await state.refresh();
      expect(state.$tokenState.get().hasValidToken).toBe(false);

      kept = tokensIssuedAt(SERVER_NOW);
      await state.refresh();

      expect(state.$tokenState.get().hasValidToken).toBe(true);
      vi.advanceTimersByTime(15 * MINUTE);
      expect(state.$tokenState.get().hasValidToken).toBe(false);
      state.destroy();
    });
  });

  describe('a refresh token whose expiry cannot be read (the server’s are opaque)', () => {
    it('counts as valid after the access token expires, until the tokens are cleared', () => {
      vi.setSystemTime(SERVER_NOW);
      const store = memoryTokenStore({ access: tokenIssuedAt(SERVER_NOW - 20 * MINUTE, 15 * MINUTE), refresh: 'b64-opaque-refresh-token' });
      const state = followed(store);

      expect(state.$tokenState.get()).toEqual({ isAuthenticated: true, hasValidToken: true, userId: 'user-1' });
      vi.advanceTimersByTime(30 * 24 * 60 * MINUTE);
      expect(state.$tokenState.get().hasValidToken).toBe(true);
      store.set(null);
      expect(state.$tokenState.get()).toEqual({ isAuthenticated: false, hasValidToken: false, userId: null });
      state.destroy();
    });
  });
});
