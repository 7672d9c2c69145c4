import type { Message, StreamEvent } from '@parla/contract';
import { MESSAGE_SENDERS, MESSAGE_STATUSES, STREAM_EVENT_TYPES } from '@parla/contract/constants';
import type { MessageSender, MessageStatus, StreamEventType } from '@parla/contract/constants';
import { invalidStreamEvent } from './stream-failure.js';

/** Longest id the contract accepts (`id` in the contract's fields). */
const ID_MAX_LENGTH = 64;

type UnknownRecord = Readonly<Record<string, unknown>>;

function fail(path: string, expected: string): never {
  throw invalidStreamEvent(`${path} must be ${expected}`);
}

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, path: string): UnknownRecord {
  if (!isRecord(value)) {
    fail(path, 'an object');
  }
  return value;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string') {
    fail(path, 'a string');
  }
  return value;
}

function id(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > ID_MAX_LENGTH) {
    fail(path, `a string of 1 to ${ID_MAX_LENGTH} characters`);
  }
  return value;
}

function oneOf<T extends string>(allowed: readonly T[]): Check<T> {
  return (value, path) => {
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) {
      fail(path, `one of ${allowed.join(', ')}`);
    }
    return match;
  };
}

/** Checks one field at `path` and returns its value typed. */
type Check<T> = (value: unknown, path: string) => T;

/** The check of every field of an object of type `T`, in the order they are checked. */
type Checks<T> = { [K in keyof T]-?: Check<T[K]> };

/** Checks that `value` is an object at `path` whose fields pass `checks`; returns only those fields. */
function fields<T>(value: unknown, path: string, checks: Checks<T>): T {
  const source = record(value, path);
  const result: Record<string, unknown> = {};
  for (const [key, check] of Object.entries<Check<unknown>>(checks)) {
    result[key] = check(source[key], `${path}.${key}`);
  }
  return result as T;
}

const MESSAGE_CHECKS: Checks<Message> = {
  id,
  conversation_id: id,
  sender: oneOf<MessageSender>(MESSAGE_SENDERS),
  message_text: string,
  timestamp: string,
  status: oneOf<MessageStatus>(MESSAGE_STATUSES),
  edited_at: (value, path) => (value === undefined || value === null ? null : string(value, path)),
};

/**
 * Checks that a parsed JSON value is a well-formed stream event (§4) and returns it typed,
 * keeping only the contract's fields (`edited_at` absent becomes null).
 * Throws an `ApiError` of kind `invalid_response` (code `invalid_stream_event`) otherwise.
 */
export function validateStreamEvent(value: unknown): StreamEvent {
  const envelope = record(value, 'event');
  const type = oneOf<StreamEventType>(STREAM_EVENT_TYPES)(envelope['type'], 'event.type');
  const conversationId = id(envelope['conversation_id'], 'event.conversation_id');
  const data = envelope['data'];
  switch (type) {
    case 'user_message':
    case 'ai_message_start':
    case 'ai_message_complete': {
      return { type, conversation_id: conversationId, data: fields(data, 'event.data', MESSAGE_CHECKS) };
    }
    case 'ai_message_chunk': {
      return { type, conversation_id: conversationId, data: fields(data, 'event.data', { message_id: id, chunk: string }) };
    }
    case 'stream_end': {
      record(data, 'event.data');
      return { type, conversation_id: conversationId, data: {} };
    }
    case 'error': {
      const error = record(data, 'event.data');
      const messageId = error['message_id'];
      return {
        type,
        conversation_id: conversationId,
        data: {
          code: string(error['code'], 'event.data.code'),
          message: string(error['message'], 'event.data.message'),
          ...(messageId === undefined ? {} : { message_id: id(messageId, 'event.data.message_id') }),
        },
      };
    }
    default: {
      return type satisfies never;
    }
  }
}
