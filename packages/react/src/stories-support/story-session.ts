import type { InterfaceLanguage, LearningMode, Theme } from '@parla/contract/constants';
import { createClient, createQuotaTracker, createRateLimiter, createSession, memoryStorage, memoryTokenStore } from '@parla/sdk';
import type { Connectivity, Message, Session, User } from '@parla/sdk';
import { aUser, online, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { storyMessages } from './story-fixtures.js';
import { storyServer } from './story-server.js';
import type { StoryConversation, StoryReply, StoryTermsAnswer } from './story-server.js';

/** Who uses the story: signed in (terms accepted), signed out, signed in with the terms pending (the dialog opens), or offline. */
export type StoryScenario = 'signed-in' | 'signed-out' | 'terms-pending' | 'offline';

/** How much of the daily message quota is used: none, 85 % (the warning shows) or all of it. */
export type StoryQuota = 'normal' | 'warning' | 'exceeded';

/** Options of {@link storySession}; every one has a default, so `storySession()` is a signed-in learner with a short chat. */
export interface StorySessionOptions {
  /** Who uses the story. Default: 'signed-in'. */
  scenario?: StoryScenario;
  /** Messages of conversation-1, oldest first. Default: a four-message exchange. */
  messages?: readonly Message[];
  /** How loading conversation-1 answers: 'ready', 'loading' (never answers), 'error' (500) or 'not-found' (404). Default: 'ready'. */
  conversation?: StoryConversation;
  /** How a sent message is answered: 'instant', 'slow-stream' (a word every `chunkIntervalMs`), 'never', 'rate-limited' (429) or 'server-error'. Default: 'instant'. */
  reply?: StoryReply;
  /** How accepting the terms answers: 'success', 'error' or 'never'. Default: 'success'. */
  acceptTerms?: StoryTermsAnswer;
  /** Learning mode of conversation-1, which picks its welcome suggestions. Default: 'free_conversation'. */
  learningMode?: LearningMode;
  /** Milliseconds between the words of a slow reply. Default: 400. */
  chunkIntervalMs?: number;
  /** Whether the client-side rate limit for sending messages is exhausted (sending fails at once), or at its warning level ('warning'). Default: false. */
  rateLimited?: boolean | 'warning';
  /** How much of today's message quota is used. Default: 'normal'. */
  quota?: StoryQuota;
  /** Theme of the session (the toolbar's `theme`). Default: 'light'. */
  theme?: Theme;
  /** Interface language (the toolbar's `locale`). Default: 'en'. */
  locale?: InterfaceLanguage;
  /** Adds or replaces routes of the story's fake server (a screen's own calls: stats, admin, password reset…). Default: none. */
  routes?: (api: FakeApi) => void;
  /** Runs once the session has started (the profile is loaded): queue snackbars, open dialogs… Default: none. */
  setup?: (session: Session) => void;
}

/** What {@link storySession} returns. */
export interface StorySession {
  /** A real SDK session, already starting. */
  session: Session;
  /** The in-memory server behind it (its `requests` show every call). */
  api: FakeApi;
  /** Resolves once the session has started and `setup` ran. */
  ready: Promise<void>;
}

const offline: Connectivity = { isOnline: () => false, subscribe: () => () => undefined };

/** Logs what the session only logs, quietly: a story's failures are meant to happen. */
const storyLogger = { error: (...values: unknown[]) => console.debug('[story session]', ...values), info: () => undefined };

function storyUser(scenario: StoryScenario, theme: Theme, locale: InterfaceLanguage): User | null {
  if (scenario === 'signed-out') {
    return null;
  }
  const pending = scenario === 'terms-pending';
  const user = aUser({ terms_accepted: !pending, terms_accepted_at: pending ? null : '2025-01-15T10:00:00.000Z', terms_version: pending ? null : '1.0' });
  return { ...user, preferences: { ...user.preferences, theme, ui_language: locale } };
}

/** A real SDK session over an in-memory fake of the v1 API, for stories: no server, no network, no shared storage. */
export function storySession(options: StorySessionOptions = {}): StorySession {
  const { scenario = 'signed-in', theme = 'light', locale = 'en' } = options;
  const user = storyUser(scenario, theme, locale);
  const api = storyServer({
    user,
    messages: options.messages ?? storyMessages(),
    conversation: options.conversation ?? 'ready',
    reply: options.reply ?? 'instant',
    acceptTerms: options.acceptTerms ?? 'success',
    learningMode: options.learningMode ?? 'free_conversation',
    chunkIntervalMs: options.chunkIntervalMs ?? 400,
  });
  options.routes?.(api);
  const storage = memoryStorage();
  const connectivity = scenario === 'offline' ? offline : online;
  const rateLimiter = createRateLimiter({ storage });
  const quota = createQuotaTracker({ storage });
  const client = createClient({ fetch: api.fetch, tokenStore: memoryTokenStore(user ? validTokens(user) : null), retry: false, connectivity, rateLimiter, quota });
  const session = createSession({ client, storage, connectivity, quota, logger: storyLogger, languages: [], prefersDark: { matches: () => false, subscribe: () => () => undefined } });
  session.theme.setTheme(theme);
  session.locale.setLocale(locale);
  exhaustLimits(session, options);
  const ready = session.start().then(() => {
    if (scenario === 'terms-pending') {
      session.terms.evaluateTermsDialog('Chat');
    }
    options.setup?.(session);
  });
  return { session, api, ready };
}

/** Uses up the rate limit and quota the options ask for. */
function exhaustLimits(session: Session, options: StorySessionOptions): void {
  const limiter = session.client.rateLimiter;
  while (options.rateLimited === 'warning' && limiter && !limiter.check('message_send').warning) {
    limiter.consume('message_send');
  }
  while (options.rateLimited === true && limiter && !limiter.check('message_send').blocked) {
    try {
      limiter.consume('message_send');
    } catch {
      break;
    }
  }
  const limit = session.quota.snapshot().daily.messages.limit;
  if (options.quota === 'warning') {
    session.quota.record('messages', Math.ceil(limit * 0.85));
  } else if (options.quota === 'exceeded') {
    session.quota.record('messages', limit);
  }
}
