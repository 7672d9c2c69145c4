import { API_VERSION, API_VERSION_HEADER, HTTP_TIMEOUT_MS } from '@parla/contract/constants';
import type { TokenPair } from '@parla/contract';
import { ApiError } from '../errors/api-error.js';
import type { Clock, Connectivity, Random } from '../ports.js';
import type { TokenStore } from '../tokens/token-store.js';
import { abortableDelay } from './abortable-delay.js';
import { sendAttempt, type ParsedResponse } from './http-attempt.js';
import { abortedError, errorFromResponse, errorWithoutResponse } from './error-from-response.js';
import { createRefreshCoordinator } from './refresh-coordinator.js';
import { backoffDelay, isRetryableStatus, parseRetryAfter, type RetryPolicy } from './retry-policy.js';

/** One retry about to happen: observable so a UI can show 'Retrying {id}' (§4). */
export interface RetryEvent {
  /** Identifies the logical request across its attempts. */
  id: string;
  /** The call's name, such as `conversations.sendMessage`. */
  label: string;
  /** Which retry this is, from 1 to `retries`. */
  attempt: number;
  /** How many retries the policy allows. */
  retries: number;
  /** How long until the retry is sent. */
  delayMs: number;
  /** Why the previous attempt failed. */
  error: ApiError;
}

/** A retried call that has settled: its last attempt succeeded or it failed for good (the status line clears). */
export interface RetrySettledEvent {
  /** The id its {@link RetryEvent}s carried. */
  id: string;
  /** The call's name, such as `conversations.sendMessage`. */
  label: string;
  /** How many retries were made. */
  retries: number;
  /** Whether the call succeeded in the end. */
  ok: boolean;
}

/** What the transport needs; {@link createClient} fills it from its options. */
export interface TransportOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  fetch: typeof globalThis.fetch | undefined;
  timeoutMs: number;
  retry: RetryPolicy;
  clock: Clock;
  random: Random;
  connectivity: Connectivity;
  onSessionExpired: (() => void) | undefined;
  headers: Record<string, string>;
}

/** One call to send. */
export interface TransportRequest {
  /** Names the call in retry events, e.g. `conversations.list`. */
  label: string;
  method: string;
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  /** Send the bearer token and refresh on 401. */
  auth: boolean;
  signal?: AbortSignal | undefined;
  /** Add an `Idempotency-Key` header, the same on every retry (POSTs that create things). */
  idempotencyKey?: string | undefined;
  /** Return the response body as a stream, and word failures as the §8 stream failures. */
  stream?: boolean;
  /** Never retry (used by the refresh call itself, which the coordinator guards). */
  noRetry?: boolean;
  /** Headers of this call only (such as a partner's `X-Partner-Key`). */
  headers?: Record<string, string> | undefined;
}

/** A random id, such as an Idempotency-Key: a UUID where the platform has `crypto.randomUUID`, else 128 bits from `random`. */
export function randomId(random: Random = Math.random): string {
  const cryptoLike = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoLike?.randomUUID) {
    return cryptoLike.randomUUID();
  }
  return Array.from({ length: 4 }, () => Math.floor(random() * 0x1_0000_0000).toString(16).padStart(8, '0')).join('-');
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}

/**
 * The one way the SDK talks HTTP: bearer token and `X-API-Version` on every attempt, a fresh
 * timeout per attempt, the §9 retry policy with `Retry-After`, one shared refresh on 401, and
 * every failure turned into an {@link ApiError}.
 */
export function createTransport(options: TransportOptions) {
  const retryListeners = new Set<(event: RetryEvent) => void>();
  const settledListeners = new Set<(event: RetrySettledEvent) => void>();

  async function attempt(request: TransportRequest, accessToken: string | null, idempotencyKey: string | undefined): Promise<ParsedResponse> {
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = options.clock.setTimeout(() => {
      const timeout = new Error('The request timed out.');
      timeout.name = 'TimeoutError';
      controller.abort(timeout);
    }, options.timeoutMs);
    const headers: Record<string, string> = { ...options.headers, ...request.headers, [API_VERSION_HEADER]: API_VERSION, accept: 'application/json' };
    if (accessToken) {
      headers.authorization = `Bearer ${accessToken}`;
    }
    if (idempotencyKey) {
      headers['idempotency-key'] = idempotencyKey;
    }
    if (request.stream) {
      headers.accept = 'text/event-stream';
    }
    try {
      return await sendAttempt(options.fetch ?? globalThis.fetch, {
        ...request,
        baseUrl: options.baseUrl,
        headers,
        signal: controller.signal,
        stream: request.stream ?? false,
      });
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      throw reason;
    } finally {
      options.clock.clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const coordinator = createRefreshCoordinator({
    tokenStore: options.tokenStore,
    onSessionExpired: options.onSessionExpired,
    refresh: async (refreshToken) =>
      (await send({ label: 'auth.refresh', method: 'POST', path: '/api/v1/auth/refresh/', body: { refresh: refreshToken }, auth: false, noRetry: true }))
        .data as TokenPair,
  });

  async function send(request: TransportRequest): Promise<ParsedResponse> {
    const id = request.idempotencyKey ?? randomId(options.random);
    const progress = { retries: 0 };
    let ok = false;
    try {
      const response = await sendWithRetries(request, id, progress);
      ok = true;
      return response;
    } finally {
      if (progress.retries > 0) {
        const event: RetrySettledEvent = { id, label: request.label, retries: progress.retries, ok };
        for (const listener of settledListeners) {
          listener(event);
        }
      }
    }
  }

  async function sendWithRetries(request: TransportRequest, id: string, progress: { retries: number }): Promise<ParsedResponse> {
    let retryIndex = 0;
    let replayed = false;
    for (;;) {
      if (request.signal?.aborted) {
        throw abortedError(request.signal.reason);
      }
      if (!options.connectivity.isOnline()) {
        throw errorWithoutResponse('offline', undefined);
      }
      const tokens = request.auth ? await options.tokenStore.get() : null;
      let failure: ApiError;
      let retryAfterMs: number | null = null;
      try {
        const response = await attempt(request, tokens?.access ?? null, request.idempotencyKey);
        if (response.ok) {
          return response;
        }
        if (response.status === 401 && request.auth && tokens && !replayed) {
          const outcome = await coordinator.refreshAfter(tokens.access);
          if (!outcome.ok) {
            throw outcome.error;
          }
          replayed = true;
          continue;
        }
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), options.clock.now());
        failure = errorFromResponse(response, response.data, {
          stream: request.stream ?? false,
          retryAfterMs,
        });
        if (!isRetryableStatus(response.status)) {
          throw failure;
        }
      } catch (error) {
        if (error instanceof ApiError) {
          throw error;
        }
        if (request.signal?.aborted) {
          throw abortedError(request.signal.reason);
        }
        const kind = isTimeout(error) ? 'timeout' : options.connectivity.isOnline() ? 'network' : 'offline';
        failure = errorWithoutResponse(kind, error);
        if (kind === 'offline') {
          throw failure;
        }
      }
      if (request.noRetry || retryIndex >= options.retry.retries) {
        throw failure;
      }
      if (retryAfterMs !== null && retryAfterMs > options.retry.maxRetryAfterMs) {
        throw failure;
      }
      const delayMs = retryAfterMs ?? backoffDelay(retryIndex, options.retry, options.random);
      retryIndex += 1;
      progress.retries = retryIndex;
      const event: RetryEvent = { id, label: request.label, attempt: retryIndex, retries: options.retry.retries, delayMs, error: failure };
      for (const listener of retryListeners) {
        listener(event);
      }
      try {
        await abortableDelay(delayMs, options.clock, request.signal);
      } catch (reason) {
        throw abortedError(reason);
      }
    }
  }

  return {
    /** Sends a call and resolves to its parsed JSON body. */
    async request<T>(request: TransportRequest): Promise<T> {
      const response = await send(request);
      return response.data as T;
    },
    /** Sends a call and resolves to its response, whose body is a stream. */
    async stream(request: TransportRequest): Promise<Response> {
      return send({ ...request, stream: true });
    },
    /** Calls `listener` before every retry; returns the unsubscribe function. */
    onRetry(listener: (event: RetryEvent) => void): () => void {
      retryListeners.add(listener);
      return () => {
        retryListeners.delete(listener);
      };
    },
    /** Calls `listener` when a call that was retried settles, in success or failure; returns the unsubscribe function. */
    onRetrySettled(listener: (event: RetrySettledEvent) => void): () => void {
      settledListeners.add(listener);
      return () => {
        settledListeners.delete(listener);
      };
    },
    /** A fresh idempotency key. */
    newIdempotencyKey: () => randomId(options.random),
  };
}

/** The transport's interface. */
export type Transport = ReturnType<typeof createTransport>;

/** Default timeout of one attempt (§9). */
export const DEFAULT_TIMEOUT_MS = HTTP_TIMEOUT_MS;
