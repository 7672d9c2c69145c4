import { IDEMPOTENT_ROUTES, ROUTES, buildPath, type RateLimitedAction, type RouteName } from '@parla/contract/constants';
import type { ResponseBody } from '@parla/contract';
import type { Transport } from '../transport/transport.js';
import type { TokenStore } from '../tokens/token-store.js';

/** Options every call accepts. */
export interface CallOptions {
  /** Aborts the call, including a retry wait. */
  signal?: AbortSignal;
  /** Idempotency key for calls that create things (one is generated when omitted). */
  idempotencyKey?: string;
}

/** The part of a rate limiter the client needs: consume an action or throw. */
export interface RateLimitGate {
  consume(action: RateLimitedAction): unknown;
}

/** The part of a quota tracker the client needs: count what was used. */
export interface QuotaRecorder {
  record(kind: 'messages' | 'voiceRequests' | 'aiCalls' | 'premiumFeatures', amount?: number): unknown;
}

/** The client-side rate-limit action of each limited call (§9). */
export const ROUTE_RATE_LIMITS: Partial<Record<RouteName, RateLimitedAction>> = {
  'conversations.sendMessage': 'message_send',
  'conversations.sendMessageStream': 'message_send',
  'conversations.regenerateReplyStream': 'message_send',
  'voice.transcribe': 'transcribe',
  'voice.pronunciation': 'transcribe',
  'voice.synthesize': 'synthesize',
  'voice.synthesizeMessage': 'synthesize',
  'voice.listeningExercise': 'synthesize',
  'voice.levelListeningExercise': 'synthesize',
  'conversations.create': 'create_conversation',
  'auth.login': 'login',
  'user.exportData': 'data_export',
};

/** What each successful call counts against the quotas (§9). */
export const ROUTE_QUOTA_USAGE: Partial<Record<RouteName, Array<'messages' | 'voiceRequests' | 'aiCalls'>>> = {
  'conversations.sendMessage': ['messages', 'aiCalls'],
  'conversations.sendMessageStream': ['messages', 'aiCalls'],
  'conversations.regenerateReplyStream': ['messages', 'aiCalls'],
  'chat.translate': ['aiCalls'],
  'voice.transcribe': ['voiceRequests'],
  'voice.synthesize': ['voiceRequests'],
  'voice.synthesizeMessage': ['voiceRequests'],
  'voice.pronunciation': ['voiceRequests'],
  'voice.listeningExercise': ['voiceRequests'],
  'voice.levelListeningExercise': ['voiceRequests'],
};

/** The parts of one call besides its options. */
export interface CallParts {
  params?: Record<string, string | number>;
  query?: object | undefined;
  body?: unknown;
  /** Headers of this call only. */
  headers?: Record<string, string>;
}

/** Everything a namespace needs to send calls. */
export interface CallContext {
  transport: Transport;
  tokenStore: TokenStore;
  rateLimiter: RateLimitGate | null;
  quota: QuotaRecorder | null;
}

function withoutUndefined(query: object | undefined): Record<string, unknown> | undefined {
  if (!query) {
    return undefined;
  }
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Checks the client-side rate limit of a call; throws a rate-limited ApiError and sends nothing when blocked. */
export function gate(context: CallContext, name: RouteName): void {
  const action = ROUTE_RATE_LIMITS[name];
  if (action && context.rateLimiter) {
    context.rateLimiter.consume(action);
  }
}

/** Counts a successful call against the local quota counters. */
export function countUsage(context: CallContext, name: RouteName): void {
  for (const kind of ROUTE_QUOTA_USAGE[name] ?? []) {
    context.quota?.record(kind);
  }
}

/** Builds the transport request of call `name`. */
export function describeCall(context: CallContext, name: RouteName, parts: CallParts, options: CallOptions = {}) {
  const route = ROUTES[name];
  return {
    label: name,
    method: route.method,
    path: buildPath(route.path, parts.params),
    query: withoutUndefined(parts.query),
    body: parts.body,
    auth: route.auth !== false,
    signal: options.signal,
    idempotencyKey: IDEMPOTENT_ROUTES.has(name) ? (options.idempotencyKey ?? context.transport.newIdempotencyKey()) : undefined,
    headers: parts.headers,
  };
}

/** Sends call `name` with its rate limit and quota bookkeeping; resolves to the response body. */
export async function call<N extends RouteName>(
  context: CallContext,
  name: N,
  parts: CallParts = {},
  options: CallOptions = {},
): Promise<ResponseBody<N>> {
  gate(context, name);
  const result = await context.transport.request<ResponseBody<N>>(describeCall(context, name, parts, options));
  countUsage(context, name);
  return result;
}
