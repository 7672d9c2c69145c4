import { browserConnectivity, systemClock, type Clock, type Connectivity, type Random } from '../ports.js';
import type { TokenStore } from '../tokens/token-store.js';
import { memoryTokenStore } from '../tokens/memory-token-store.js';
import { storageTokenStore } from '../tokens/storage-token-store.js';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { createTransport, DEFAULT_TIMEOUT_MS, type RetryEvent, type RetrySettledEvent } from '../transport/transport.js';
import { defaultRetryPolicy, type RetryPolicy } from '../transport/retry-policy.js';
import type { CallContext, QuotaRecorder } from './call.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { authNamespace } from './auth.js';
import { userNamespace } from './user.js';
import { conversationsNamespace } from './conversations.js';
import { chatNamespace } from './chat.js';
import { voiceNamespace } from './voice.js';
import { usageNamespace } from './usage.js';
import { supportNamespace } from './support.js';
import { batchNamespace } from './batch.js';
import { languagesNamespace } from './languages.js';
import { termsNamespace } from './terms.js';
import { healthNamespace } from './health.js';
import { adminNamespace } from './admin.js';
import { devNamespace } from './dev.js';
import { partnerNamespace } from './partner.js';
import { reviewNamespace } from './review.js';
import { vocabularyNamespace } from './vocabulary.js';
import { progressNamespace } from './progress.js';

/** Options of {@link createClient}. Every one has a default that works in a browser. */
export interface ClientOptions {
  /** Origin (and optional sub-path) of the API, e.g. `https://api.example.com`. Default: same origin (`''`). */
  baseUrl?: string;
  /** Where tokens live. Default: `localStorage` under `parla_tokens` in browsers, memory elsewhere. */
  tokenStore?: TokenStore;
  /** The fetch to use. Default: `globalThis.fetch` at call time. */
  fetch?: typeof globalThis.fetch;
  /** Timeout of one attempt. Default 30 000 ms (§9). */
  timeoutMs?: number;
  /** Retry policy, or `false` for none. Default: 3 retries, 1 s base, factor 2, max 10 s, jitter 50–100 % (§9). */
  retry?: Partial<RetryPolicy> | false;
  /** Called once when a refresh is refused and the tokens were cleared (send the user to /login). */
  onSessionExpired?: () => void;
  /** Client-side rate limits (§9), or `false` to leave limiting to the server. Default: shared across tabs via storage. */
  rateLimiter?: RateLimiter | false;
  /** Counts usage for early quota warnings. Default: none. */
  quota?: QuotaRecorder;
  /** Time source and timers. Default: the system clock. */
  clock?: Clock;
  /** Randomness in [0, 1) for retry jitter. Default: `Math.random`. */
  random?: Random;
  /** Online/offline status. Default: `navigator.onLine` and window events; always online in Node. */
  connectivity?: Connectivity;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
}

/**
 * Creates a client for the whole v1 API, one namespace per resource.
 * @example
 * import { createClient } from '@parla/sdk';
 * const client = createClient({ baseUrl: 'http://localhost:3000' });
 * await client.auth.login({ username: 'ada@example.com', password: 'correct horse' });
 * const conversation = await client.conversations.create({ target_language: 'es', learning_mode: 'free_conversation' });
 */
export function createClient(options: ClientOptions = {}) {
  const clock = options.clock ?? systemClock;
  const tokenStore = options.tokenStore ?? (typeof globalThis.localStorage === 'undefined' ? memoryTokenStore() : storageTokenStore());
  const transport = createTransport({
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
    tokenStore,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: options.retry === false ? { ...defaultRetryPolicy, retries: 0 } : { ...defaultRetryPolicy, ...options.retry },
    clock,
    random: options.random ?? Math.random,
    connectivity: options.connectivity ?? browserConnectivity(),
    onSessionExpired: options.onSessionExpired,
    headers: options.headers ?? {},
  });
  const rateLimiter: RateLimiter | null = options.rateLimiter === false ? null : (options.rateLimiter ?? createRateLimiter({ clock }));
  const context: CallContext = { transport, tokenStore, rateLimiter, quota: options.quota ?? null };

  return {
    auth: authNamespace(context),
    user: userNamespace(context),
    conversations: conversationsNamespace(context),
    chat: chatNamespace(context),
    voice: voiceNamespace(context),
    usage: usageNamespace(context),
    support: supportNamespace(context),
    batch: batchNamespace(context),
    languages: languagesNamespace(context),
    terms: termsNamespace(context),
    health: healthNamespace(context),
    admin: adminNamespace(context),
    partner: partnerNamespace(context),
    dev: devNamespace(context),
    vocabulary: vocabularyNamespace(context),
    review: reviewNamespace(context),
    progress: progressNamespace(context),
    /** Where this client keeps its tokens. */
    tokens: tokenStore,
    /** The client-side rate limiter, when one is used. */
    rateLimiter,
    /** Calls `listener` before every retry (for the 'Retrying {id}' status); returns the unsubscribe function. */
    onRetry: (listener: (event: RetryEvent) => void) => transport.onRetry(listener),
    /** Calls `listener` when a retried call settles (so the 'Retrying {id}' status clears); returns the unsubscribe function. */
    onRetrySettled: (listener: (event: RetrySettledEvent) => void) => transport.onRetrySettled(listener),
  };
}

/** A client made by {@link createClient}. */
export type ParlaClient = ReturnType<typeof createClient>;
