import type { Preferences, User } from '@parla/contract';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@parla/contract/constants';
import { systemClock } from '../ports.js';
import type { Clock, KeyValueStorage } from '../ports.js';
import { createMockTokens } from '../tokens/mock-tokens.js';
import { consoleLogger } from './logger.js';
import type { Logger } from './logger.js';
import { removeStored, writeStored } from './stored-value.js';

/** The preferences of the mock learner: the defaults (§3 sample data: female voice, beginner). */
export const MOCK_PREFERENCES: Preferences = DEFAULT_PREFERENCES;

/** The mock learner stored by `parlaMockLogin()` (timestamps are filled in when it runs). */
export const MOCK_USER: Omit<User, 'created_at' | 'updated_at' | 'terms_accepted_at'> = {
  id: 'mock-user',
  email: 'learner@example.com',
  first_name: 'Mock',
  last_name: 'Learner',
  username: 'learner@example.com',
  is_admin: false,
  email_verified: true,
  terms_accepted: true,
  terms_version: '1.0',
  preferences: MOCK_PREFERENCES,
};

/** Printed after each helper runs. */
export const DEV_HELPER_RELOAD_MESSAGE = 'Reload the page to apply the change.';

/** Options of {@link installDevHelpers}. */
export interface DevHelpersOptions {
  /** Where the two functions are defined. Default: `globalThis`. */
  target?: object;
  /** Where the mock data goes (the app's token storage). */
  storage: KeyValueStorage;
  /** Dates the mock tokens. Default: `systemClock`. */
  clock?: Clock;
  /** Prints the reload hint. Default: the console. */
  logger?: Logger;
}

/** The two development globals (§4). */
export interface DevHelpers {
  /** Stores mock tokens (access 24 h, refresh 168 h), the mock user and preferences and the mock-mode flag. */
  parlaMockLogin(): void;
  /** Removes what `parlaMockLogin` stored. */
  parlaMockLogout(): void;
}

/**
 * Defines `parlaMockLogin()` and `parlaMockLogout()` on `target` for development (§4); each asks for a manual reload.
 * Returns the function that removes them again.
 * @example
 * if (import.meta.env.DEV) installDevHelpers({ storage: localStorage });
 */
export function installDevHelpers(options: DevHelpersOptions): () => void {
  const target = (options.target ?? globalThis) as Partial<DevHelpers>;
  const { storage } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;

  const helpers: DevHelpers = {
    parlaMockLogin() {
      const now = new Date(clock.now()).toISOString();
      const user: User = { ...MOCK_USER, created_at: now, updated_at: now, terms_accepted_at: now };
      writeStored(storage, STORAGE_KEYS.tokens, JSON.stringify(createMockTokens(user, clock.now())));
      writeStored(storage, STORAGE_KEYS.mockUser, JSON.stringify(user));
      writeStored(storage, STORAGE_KEYS.mockPreferences, JSON.stringify(user.preferences));
      writeStored(storage, STORAGE_KEYS.mockMode, 'true');
      logger.info(`Parla: mock sign-in stored. ${DEV_HELPER_RELOAD_MESSAGE}`);
    },
    parlaMockLogout() {
      for (const key of [STORAGE_KEYS.tokens, STORAGE_KEYS.mockUser, STORAGE_KEYS.mockPreferences, STORAGE_KEYS.mockMode]) {
        removeStored(storage, key);
      }
      logger.info(`Parla: mock sign-in removed. ${DEV_HELPER_RELOAD_MESSAGE}`);
    },
  };
  target.parlaMockLogin = helpers.parlaMockLogin;
  target.parlaMockLogout = helpers.parlaMockLogout;

  return () => {
    if (target.parlaMockLogin === helpers.parlaMockLogin) {
      delete target.parlaMockLogin;
    }
    if (target.parlaMockLogout === helpers.parlaMockLogout) {
      delete target.parlaMockLogout;
    }
  };
}
