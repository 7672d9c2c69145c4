import type { LearningMode } from '@parla/contract/constants';
import type { Message, User } from '@parla/sdk';
import { aConversation, aPage, apiError, bodyFromChunks, buildChatStream, fakeApi, json, sseEvent, sseResponse } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { slowEventStream } from './slow-event-stream.js';
import { SLOW_REPLY, STORY_CONVERSATION_ID, STORY_SUGGESTIONS, storyTermsSections } from './story-fixtures.js';

/** How the fake server answers a sent message. */
export type StoryReply = 'instant' | 'slow-stream' | 'never' | 'rate-limited' | 'server-error';

/** How the fake server answers loading conversation-1. */
export type StoryConversation = 'ready' | 'loading' | 'error' | 'not-found';

/** How the fake server answers accepting the terms. */
export type StoryTermsAnswer = 'success' | 'error' | 'never';

/** What {@link storyServer} serves. */
export interface StoryServerOptions {
  /** The learner behind the token, or null when signed out. */
  user: User | null;
  /** Messages of conversation-1, oldest first (paged back `limit` at a time, as the server does). */
  messages: readonly Message[];
  /** Loading conversation-1. */
  conversation: StoryConversation;
  /** Sending a message. */
  reply: StoryReply;
  /** Accepting the terms. */
  acceptTerms: StoryTermsAnswer;
  /** Learning mode of conversation-1; its welcome suggestions follow it. */
  learningMode: LearningMode;
  /** Milliseconds between the chunks of a slow reply. */
  chunkIntervalMs: number;
}

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';

/** A promise that never settles: the request stays in flight (aborting it still rejects). */
function forever(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

/** A page of `messages` (oldest first) as the server pages them back: newest first, `limit` of them before the `before` id. */
function messagesPage(messages: readonly Message[], query: URLSearchParams) {
  const before = query.get('before');
  const beforeIndex = before === null ? -1 : messages.findIndex((message) => message.id === before);
  const end = beforeIndex === -1 ? messages.length : beforeIndex;
  const start = Math.max(0, end - Number(query.get('limit') ?? messages.length));
  const results = messages.slice(start, end).reverse();
  return aPage(results, start > 0 ? `?before=${results.at(-1)?.id ?? ''}` : null, messages.length);
}

/** The in-memory v1 API behind a story: profile, terms, conversation-1 and its stream, each answering as asked. */
export function storyServer(options: StoryServerOptions): FakeApi {
  const api = fakeApi();
  const { user } = options;
  if (user) {
    api.on('GET', '/api/v1/auth/profile/', () => json(user));
    api.on('POST', '/api/v1/auth/logout/', () => json({ message: 'Logged out.' }));
  }
  api.on('GET', '/api/v1/terms/', () => json({ version: '1.0', last_updated: '2025-01-15', sections: storyTermsSections }));
  api.on('POST', '/api/v1/auth/accept-terms/', () => {
    if (options.acceptTerms === 'never') {
      return forever();
    }
    if (options.acceptTerms === 'error') {
      return apiError(500, 'Server error. Please try again later.', {}, 'server_error');
    }
    return json({ message: 'Terms accepted.', terms_accepted: true, terms_version: '1.0', terms_accepted_at: '2025-01-15T10:00:00.000Z' });
  });

  const conversation = aConversation({ learning_mode: options.learningMode, message_count: options.messages.length });
  api.on('GET', '/api/v1/conversations/{id}/', () => {
    if (options.conversation === 'loading') {
      return forever();
    }
    if (options.conversation === 'error') {
      return apiError(500, 'Server error. Please try again later.', {}, 'server_error');
    }
    if (options.conversation === 'not-found') {
      return apiError(404, 'Resource not found.', {}, 'not_found');
    }
    return json(conversation);
  });
  api.on('GET', '/api/v1/conversations/{id}/messages/', (request) => json(messagesPage(options.messages, request.url.searchParams)));
  api.on('GET', '/api/v1/conversations/history/', () =>
    json(
      aPage([
        { ...conversation, last_message_preview: options.messages.at(-1)?.message_text ?? null },
        aConversation({ id: 'conversation-2', title: 'Un café en Lyon', target_language: 'fr', learning_mode: 'roleplay', status: 'ended', message_count: 12, last_message_preview: 'Je voudrais un café, s’il vous plaît.' }),
        aConversation({ id: 'conversation-3', title: 'Verbos irregulares', learning_mode: 'grammar', status: 'ended', message_count: 8, last_message_preview: 'Fui, fuiste, fue…' }),
      ]),
    ),
  );
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () =>
    json({ conversation_id: STORY_CONVERSATION_ID, message_text: '¡Hola! ¿Practicamos?', suggestions: STORY_SUGGESTIONS[options.learningMode] }),
  );

  let turn = 0;
  api.on('POST', STREAM_PATH, (request) => {
    turn += 1;
    const userText = (request.body as { message_text?: string } | undefined)?.message_text ?? '';
    const ids = { userMessageId: `sent-${turn}`, aiMessageId: `reply-${turn}`, timestamp: new Date().toISOString() };
    switch (options.reply) {
      case 'instant':
        return sseResponse(bodyFromChunks(buildChatStream({ ...ids, userText, aiText: '¡Perfecto! Muy bien dicho.' }).map(sseEvent)));
      case 'slow-stream':
        return sseResponse(slowEventStream(buildChatStream({ ...ids, userText, aiText: SLOW_REPLY }), { intervalMs: options.chunkIntervalMs }));
      case 'never':
        return forever();
      case 'rate-limited':
        return new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '30' },
        });
      case 'server-error':
        return apiError(500, 'Server error. Please try again later.', {}, 'server_error');
      default:
        options.reply satisfies never;
        return apiError(500, 'Unknown reply.');
    }
  });
  return api;
}
