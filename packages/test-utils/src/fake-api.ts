import type { Conversation, Message, Page, TokenPair, User, VoiceCapabilities } from '@parla/contract';
import { AUDIO_SAMPLE_RATE, DEFAULT_PREFERENCES, VALIDATION } from '@parla/contract/constants';
import { createClient, memoryTokenStore } from '@parla/sdk';
import { createMockTokens } from '@parla/sdk/dev';
import type { ClientOptions, Connectivity, ParlaClient, SyncTokenStore } from '@parla/sdk';
import { jsonResponse, recordingFetch } from './recording-fetch.js';
import type { RecordedRequest } from './recording-fetch.js';

/** Answers one request the route matched; `params` are the path's `{…}` parts in order. */
export type FakeResponder = (request: RecordedRequest, params: string[]) => Response | Promise<Response>;

/** A tiny stand-in for the server: routes by method and path, records every request. */
export interface FakeApi {
  /** The fetch to give `createClient`. */
  fetch: typeof globalThis.fetch;
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** Answers `method path` (path with `{param}` parts) with `respond`; later routes win. */
  on(method: string, path: string, respond: FakeResponder): void;
  /** The requests to `method path` (exact path, parameters filled). */
  calls(method: string, path: string): RecordedRequest[];
}

function pattern(path: string): RegExp {
  const parts = path.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('([^/]+)')}$`);
}

/** A fake server answering 404 (contract error body) to anything without a route. */
export function fakeApi(): FakeApi {
  const routes: Array<{ method: string; path: RegExp; respond: FakeResponder }> = [];
  const { fetch, requests } = recordingFetch((request) => {
    for (const route of [...routes].reverse()) {
      const match = route.method === request.method ? route.path.exec(request.url.pathname) : null;
      if (match) {
        return route.respond(request, match.slice(1));
      }
    }
    return jsonResponse({ code: 'not_found', message: 'Resource not found.', field_errors: {} }, { status: 404 });
  });
  return {
    fetch,
    requests,
    on(method, path, respond) {
      routes.push({ method, path: pattern(path), respond });
    },
    calls(method, path) {
      return requests.filter((request) => request.method === method && request.url.pathname === path);
    },
  };
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return jsonResponse(body, { status });
}

/** A contract error body with a status. */
export function apiError(status: number, message: string, fieldErrors: Record<string, string[]> = {}, code = 'invalid_request'): Response {
  return jsonResponse({ code, message, field_errors: fieldErrors }, { status });
}

/** Always online. */
export const online: Connectivity = { isOnline: () => true, subscribe: () => () => undefined };

/** A learner as the server describes them. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada@example.com',
    is_admin: false,
    email_verified: true,
    terms_accepted: true,
    terms_accepted_at: '2025-01-15T10:00:00.000Z',
    terms_version: '1.0',
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    preferences: { ...DEFAULT_PREFERENCES },
    ...overrides,
  };
}

/** A conversation as the server describes it. */
export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'conversation-1',
    title: 'Spanish practice',
    target_language: 'es',
    native_language: 'en',
    skill_level: 'beginner',
    learning_mode: 'free_conversation',
    goals: [],
    status: 'active',
    message_count: 0,
    last_message_preview: null,
    created_at: '2025-01-15T10:00:00.000Z',
    updated_at: '2025-01-15T10:00:00.000Z',
    last_message_at: null,
    ended_at: null,
    ...overrides,
  };
}

/** A stored message. */
export function aMessage(id: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 'conversation-1',
    sender: 'ai',
    message_text: `Text of ${id}`,
    timestamp: '2025-01-15T10:00:00.000Z',
    status: 'delivered',
    edited_at: null,
    ...overrides,
  };
}

/** A list page. */
export function aPage<T>(results: T[], next: string | null = null, count = results.length): Page<T> {
  return { results, next, count };
}

/** Options of {@link aVoiceCapabilities}: what the server does, per language. */
export interface VoiceCapabilitiesOptions {
  /** Languages it speaks (text to speech); listening exercises follow, as on the server. Default: none. */
  speaks?: readonly string[];
  /** Languages it hears (speech to text). Default: none. */
  hears?: readonly string[];
  /** Languages it scores pronunciation in. Default: none. */
  scores?: readonly string[];
  /** Whether it translates. Default: not said (`translation` absent, as from a server older than the field). */
  translates?: boolean;
}

/**
 * The answer of `GET voice/capabilities/`, shaped as the server builds it (engines `espeak-ng`, `pocketsphinx` and
 * `openai-compatible:gpt-4o-mini`); `overrides` replace whole fields for an odd shape. Default: nothing available.
 * @example
 * api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ speaks: ['es'], hears: ['es-ES'] })));
 */
export function aVoiceCapabilities(options: VoiceCapabilitiesOptions = {}, overrides: Partial<VoiceCapabilities> = {}): VoiceCapabilities {
  const { speaks = [], hears = [], scores = [], translates } = options;
  const speaking = speaks.length > 0;
  const hearing = hears.length > 0 || scores.length > 0;
  const synthesis = speaking ? 'espeak-ng' : null;
  const recognition = hearing ? 'pocketsphinx' : null;
  return {
    text_to_speech: { available: speaking, engine: synthesis, languages: [...speaks], voices: speaking ? ['female', 'male'] : [] },
    speech_to_text: { available: hears.length > 0, engine: recognition, languages: [...hears] },
    pronunciation: { available: scores.length > 0, engine: recognition, languages: [...scores] },
    listening_exercises: { available: speaking, engine: synthesis, languages: [...speaks] },
    ...(translates === undefined ? {} : { translation: { available: translates, engine: translates ? 'openai-compatible:gpt-4o-mini' : null } }),
    sample_rate: AUDIO_SAMPLE_RATE,
    max_audio_seconds: VALIDATION.audioMaxSeconds,
    max_audio_bytes: VALIDATION.audioMaxBytes,
    ...overrides,
  };
}

/** Tokens valid for 24 hours (access) and 168 hours (refresh) from now. */
export function validTokens(user: Pick<User, 'id' | 'username'> = aUser()): TokenPair {
  return createMockTokens(user, Date.now());
}

/** Options of {@link testClient}. */
export interface TestClientOptions extends ClientOptions {
  /** The tokens to start with. Default: signed out. */
  tokens?: TokenPair | null;
}

/** A real client over the fake server: no retries, always online, tokens in memory. */
export function testClient(api: FakeApi, options: TestClientOptions = {}): { client: ParlaClient; tokens: SyncTokenStore } {
  const { tokens: initial = null, ...clientOptions } = options;
  const tokens = memoryTokenStore(initial);
  const client = createClient({ fetch: api.fetch, tokenStore: tokens, retry: false, connectivity: online, ...clientOptions });
  return { client, tokens };
}
