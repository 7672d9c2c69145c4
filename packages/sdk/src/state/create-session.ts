import type { ReadableAtom } from 'nanostores';
import type { Preferences } from '@parla/contract';
import { createClient } from '../client/create-client.js';
import type { ClientOptions, ParlaClient } from '../client/create-client.js';
import { createQuotaTracker } from '../limits/quota-tracker.js';
import type { QuotaTracker } from '../limits/quota-tracker.js';
import { browserConnectivity, browserStorage, memoryStorage, systemClock } from '../ports.js';
import type { Clock, Connectivity, KeyValueStorage } from '../ports.js';
import { createAuthSession } from './auth-session.js';
import type { AuthSession, Navigate } from './auth-session.js';
import { createCapabilitiesStore } from './capabilities-store.js';
import type { CapabilitiesStore } from './capabilities-store.js';
import { createChatSession } from './chat-session.js';
import type { ChatSession } from './chat-session.js';
import type { FlushScheduler } from './chunk-coalescer.js';
import { createConnectionStore } from './connection-store.js';
import type { ConnectionStore } from './connection-store.js';
import { followPractisedConversations } from './history-follows-chats.js';
import { createHistoryStore } from './history-store.js';
import { createDueCountStore } from './due-count-store.js';
import type { DueCountStore } from './due-count-store.js';
import type { HistoryStore } from './history-store.js';
import { createLocaleStore } from './locale.js';
import type { LocaleStore } from './locale.js';
import { createNewConversationChoices } from './new-conversation-choices.js';
import type { NewConversationChoices } from './new-conversation-choices.js';
import { consoleLogger } from './logger.js';
import type { Logger } from './logger.js';
import type { PrefersDark } from './prefers-dark.js';
import { createProfileStore } from './profile-store.js';
import type { ProfileStore } from './profile-store.js';
import { createRateLimitStore } from './rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { createRetryStatus } from './retry-status.js';
import type { RetryStatusStore } from './retry-status.js';
import { createSettingsActions } from './settings-actions.js';
import type { SettingsActions } from './settings-actions.js';
import { createSnackbarStore } from './snackbar-store.js';
import type { SnackbarStore } from './snackbar-store.js';
import { createTermsDialog } from './terms-dialog.js';
import type { TermsDialog } from './terms-dialog.js';
import { createThemeStore } from './theme-store.js';
import type { ThemeStore } from './theme-store.js';
import { createTokenState } from './token-state.js';

/** Options of {@link createSession}. Every one has a default that works in a browser. */
export interface SessionOptions {
  /**
   * The client to use. Pass `onSessionExpired: () => session.auth.expire()` when creating it, so an expired session goes to /login.
   * Default: one made from `clientOptions`, with `onSessionExpired` wired to the session.
   */
  client?: ParlaClient;
  /** Options of the client the session makes when `client` is not given (its `clock`, `connectivity` and `quota` default to the session's). Default: `{}`. */
  clientOptions?: ClientOptions;
  /** Where theme, locale and development mock data live. Default: `localStorage` when it works, else memory. */
  storage?: KeyValueStorage;
  /** Time and timers (snackbar, logout lock, token expiry, retry status). Default: `systemClock`. */
  clock?: Clock;
  /** Online/offline status. Default: `browserConnectivity()` (always online in Node). */
  connectivity?: Connectivity;
  /** Moves the app to a path (`/` after logout, `/login` when the session expires). Default: does nothing. */
  navigate?: Navigate;
  /** The browser's preferred languages for locale detection. Default: `navigator.languages`, or none. */
  languages?: readonly string[];
  /** The system dark-mode preference that the `auto` theme follows. Default: `matchMedia('(prefers-color-scheme: dark)')`. */
  prefersDark?: PrefersDark;
  /** Where failures nobody is shown are logged. Default: the console. */
  logger?: Logger;
  /** Quota tracker to expose as `session.quota`. Default: a new `createQuotaTracker` over `storage` and `clock` (given to the client the session makes). */
  quota?: QuotaTracker;
  /** How long a snackbar stays. Default 5000 ms (§9). */
  snackbarTimeoutMs?: number;
  /** Flush scheduler of the chats made by `createChat` (React passes `requestAnimationFrame`). Default: none (synchronous). */
  schedule?: FlushScheduler;
  /**
   * Whether a theme or language set outside the preferences (a theme button, a language picker) is saved to the signed-in
   * learner's preferences, and sent with a registration as the new account's. Default true; an embed that sets them from
   * its host's attributes passes false, so a partner page never changes the learner's own settings.
   */
  saveThemeAndLanguage?: boolean;
}

/** Options of {@link Session.createChat}. */
export interface CreateChatOptions {
  /** A conversation to open at once. Default: none. */
  conversationId?: string;
  /** Overrides the session's flush scheduler for this chat. */
  schedule?: FlushScheduler;
}

/** The whole state of one app session around one client. */
export interface Session {
  /** The client the session uses. */
  readonly client: ParlaClient;
  /** Sign-in state and account actions. */
  readonly auth: Omit<AuthSession, 'destroy'>;
  /** The snackbar queue. */
  readonly snackbar: Omit<SnackbarStore, 'destroy'>;
  /** Theme choice and resolved scheme. */
  readonly theme: ThemeStore;
  /** Interface language. */
  readonly locale: LocaleStore;
  /** Online/offline. */
  readonly connection: ConnectionStore;
  /** The terms dialog and its rule. */
  readonly terms: Omit<TermsDialog, 'destroy'>;
  /** Profile and preferences. */
  readonly profile: ProfileStore;
  /** The settings screen's actions: a language or theme applies at once; save confirms also while signed out. */
  readonly settings: SettingsActions;
  /** Where the new-conversation form starts (last choices, saved preferences, the interface language) and its memory. */
  readonly newConversation: NewConversationChoices;
  /** The conversation history list. */
  readonly history: HistoryStore;
  /** The 'Retrying {id}' status. */
  readonly retry: Pick<RetryStatusStore, '$retryStatus'>;
  /** Client-side rate limits. */
  readonly rateLimits: RateLimitStore;
  /** Daily and monthly quotas. */
  readonly quota: QuotaTracker;
  /** What the server can do (speech per language, translation), read once; a refused translation is remembered here. */
  readonly capabilities: CapabilitiesStore;
  /** Review cards due now (the header's badge); every chat's reviews with corrections refresh it. */
  readonly dueCount: DueCountStore;
  /** Creates the state of one chat; it is reset on sign-out and destroyed with the session. */
  createChat(options?: CreateChatOptions): ChatSession;
  /** Startup: loads the profile when signed in without one (a failure is only logged). */
  start(): Promise<void>;
  /** Stops every subscription, timer and stream of the session. */
  destroy(): void;
}

/**
 * Assembles the state of an app session (auth, profile, terms, theme, locale, connection, snackbars, retries, limits, chats)
 * around one client.
 * @example
 * const session = createSession({ clientOptions: { baseUrl: 'https://api.example.com' }, navigate: (path) => router.push(path) });
 * await session.start();
 * session.auth.$auth.subscribe(({ isAuthenticated, user }) => render(isAuthenticated, user));
 * const chat = session.createChat({ conversationId: 'c1' });
 */
export function createSession(options: SessionOptions = {}): Session {
  const clock = options.clock ?? systemClock;
  const storage = options.storage ?? browserStorage() ?? memoryStorage();
  const logger = options.logger ?? consoleLogger;
  const navigate = options.navigate ?? (() => undefined);
  const connectivity = options.connectivity ?? browserConnectivity();
  const quota = options.quota ?? createQuotaTracker({ storage, clock });
  let onSessionExpired = (): void => undefined;
  const client =
    options.client ??
    createClient({
      clock,
      connectivity,
      quota,
      ...options.clientOptions,
      onSessionExpired: () => {
        options.clientOptions?.onSessionExpired?.();
        onSessionExpired();
      },
    });

  const snackbar = createSnackbarStore({ clock, timeoutMs: options.snackbarTimeoutMs });
  const theme = createThemeStore({ storage, prefersDark: options.prefersDark });
  const locale = createLocaleStore({ storage, languages: options.languages });
  const connection = createConnectionStore(connectivity);
  const tokenState = createTokenState({ tokens: client.tokens, clock, logger });
  const profile = createProfileStore({ client, snackbar, locale: () => locale.$locale.get() });
  const historyStore = createHistoryStore(client);
  // A conversation deleted from the history is closed in every chat that shows it.
  const history: HistoryStore = {
    ...historyStore,
    async remove(conversationId) {
      const removed = await historyStore.remove(conversationId);
      if (removed) {
        for (const chat of chats) {
          chat.closeDeleted(conversationId);
        }
      }
      return removed;
    },
  };
  const retry = createRetryStatus({ client, clock });
  const rateLimits = createRateLimitStore({ limiter: client.rateLimiter, clock });
  const chats = new Set<ChatSession>();
  const capabilities = createCapabilitiesStore({ client });
  const dueCount = createDueCountStore({ client });
  const settings = createSettingsActions({ profile, theme, locale, snackbar });
  const newConversation = createNewConversationChoices({ storage, profile, locale: () => locale.$locale.get() });

  const terms = createTermsDialog({ client, profile, snackbar, logger, logout: (logoutOptions) => auth.logout(logoutOptions) });
  const auth = createAuthSession({
    client,
    tokenState,
    profile,
    $showTermsDialog: terms.$showTermsDialog,
    snackbar,
    clock,
    storage,
    navigate,
    logger,
    // The language and theme the visitor chose before the account existed become its preferences (the interface language
    // also as the learner's native one); an embed's come from its host page, so they are not sent.
    devicePreferences:
      options.saveThemeAndLanguage === false ? undefined : () => ({ ui_language: locale.$locale.get(), theme: theme.$theme.get(), native_language: locale.$locale.get() }),
    locale: () => locale.$locale.get(),
    onSignedOut() {
      for (const chat of chats) {
        chat.reset();
      }
      history.reset();
      quota.reset();
      dueCount.reset();
    },
  });
  onSessionExpired = () => auth.expire();

  // What could not be loaded offline (a chat's conversation, a page of the history) is loaded again once the connection is back.
  const stopReconnecting = connection.$online.listen((online) => {
    if (online) {
      void history.reconnected();
      for (const chat of chats) {
        void chat.reconnected();
      }
    }
  });
  // A theme or language chosen while signed in, before the saved preferences have arrived (a slow first load), is kept and
  // saved when they arrive instead of being undone by them.
  let chosenEarly: Partial<Pick<Preferences, 'theme' | 'ui_language'>> = {};
  const stopApplyingPreferences = profile.$preferences.subscribe((preferences) => {
    if (preferences) {
      const early = chosenEarly;
      chosenEarly = {};
      theme.applyPreference({ ...preferences, ...early });
      locale.applyPreference({ ...preferences, ...early });
      const unsaved = Object.fromEntries(Object.entries(early).filter(([key, value]) => preferences[key as keyof typeof early] !== value));
      if (Object.keys(unsaved).length > 0) {
        void profile.updatePreferences(unsaved, { quiet: true });
      }
    }
  });
  // A theme or language chosen outside the preferences (the theme button, a language picker) is saved to them quietly
  // while signed in, so the next visit keeps it (§4: the theme is set from the saved preference).
  function saveWhenChosen<K extends 'theme' | 'ui_language'>(choice: ReadableAtom<Preferences[K]>, key: K): () => void {
    return choice.listen((value) => {
      const saved = profile.$preferences.get();
      if (!saved && auth.$auth.get().isAuthenticated) {
        chosenEarly = { ...chosenEarly, [key]: value };
      } else if (saved && saved[key] !== value) {
        void profile.updatePreferences({ [key]: value }, { quiet: true }).then((stored) => {
          if (!stored) {
            logger.error(`Saving the ${key} preference failed; it stays chosen on this device`);
          }
        });
      }
    });
  }
  const stopSavingChoices = options.saveThemeAndLanguage === false ? [] : [saveWhenChosen(theme.$theme, 'theme'), saveWhenChosen(locale.$locale, 'ui_language')];

  return {
    client,
    auth,
    snackbar,
    theme,
    locale,
    connection,
    terms,
    profile,
    settings,
    newConversation,
    history,
    retry,
    rateLimits,
    quota,
    capabilities,
    dueCount,
    createChat(chatOptions = {}) {
      const chat = createChatSession({
        client,
        clock,
        logger,
        capabilities,
        storage,
        conversationId: chatOptions.conversationId,
        schedule: chatOptions.schedule ?? options.schedule,
      });
      chats.add(chat);
      const stopFollowingHistory = followPractisedConversations(chat, history);
      const stopFollowingReviews = dueCount.follow(chat.$messages);
      return {
        ...chat,
        destroy() {
          stopFollowingHistory();
          stopFollowingReviews();
          chats.delete(chat);
          chat.destroy();
        },
      };
    },
    start: () => auth.start(),
    destroy() {
      stopApplyingPreferences();
      for (const stop of stopSavingChoices) {
        stop();
      }
      stopReconnecting();
      for (const chat of chats) {
        chat.destroy();
      }
      chats.clear();
      auth.destroy();
      terms.destroy();
      retry.destroy();
      tokenState.destroy();
      snackbar.destroy();
      onSessionExpired = () => undefined;
    },
  };
}
