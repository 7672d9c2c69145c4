import type { Message, StreamEvent } from '@parla/sdk';
import { aConversation, aMessage, aPage, fakeApi, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { bodyFromChunks, controlledBody, sseEvent, sseResponse } from '@parla/test-utils';
import type { ControlledBody } from '@parla/test-utils';

/** The path of the streamed send. */
export const STREAM_PATH = '/api/v1/conversations/send-message-stream/';

/** `count` settled messages m0…m(count-1), alternating learner and tutor, oldest first. */
export function settledMessages(count: number): Message[] {
  return Array.from({ length: count }, (_, index) =>
    aMessage(`m${index}`, { sender: index % 2 === 0 ? 'user' : 'ai', message_text: `Text of m${index}` }),
  );
}

/** A fake server holding conversation-1 with `messages` (oldest first), whose welcome call sends no greeting and no suggestions. */
export function chatServer(messages: readonly Message[] = settledMessages(2)): FakeApi {
  const api = fakeApi();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation({ message_count: messages.length })));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([...messages].reverse())));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '', suggestions: [] }));
  return api;
}

/** Answers the next send with every event at once. */
export function serveStream(api: FakeApi, events: readonly StreamEvent[]): void {
  api.on('POST', STREAM_PATH, () => sseResponse(bodyFromChunks(events.map((event) => sseEvent(event)))));
}

/** Answers the next send with a body the test feeds event by event. */
export function serveControlledStream(api: FakeApi): ControlledBody & { send(event: StreamEvent): void } {
  const body = controlledBody();
  api.on('POST', STREAM_PATH, () => sseResponse(body.body));
  return Object.assign(body, { send: (event: StreamEvent) => body.push(sseEvent(event)) });
}
