import type { Message, StreamEvent } from '@parla/contract';
import { HTTP_ERROR_MESSAGES, MESSAGE_SENDERS, MESSAGE_STATUSES, STREAM_EVENT_TYPES } from '@parla/contract/constants';
import type { MessageSender, MessageStatus, StreamEventType } from '@parla/contract/constants';
import { ApiError } from '../errors/api-error.js';
import { STREAM_FAILURE_CODES } from './stream-failure.js';

/** Longest id the contract accepts (`id` in the contract's fields). */
const ID_MAX_LENGTH = 64;

type UnknownRecord = Readonly<Record<string, unknown>>;

/** Thrown inside this file only; turned into an {@link ApiError} at the boundary. */
class ShapeError extends Error {}

function fail(path: string, expected: string): never {
  throw new ShapeError(`${path} must be ${expected}`);
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

function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    fail(path, `one of ${allowed.join(', ')}`);
  }
  return match;
}

function message(value: unknown, path: string): Message {
  const fields = record(value, path);
  const editedAt = fields['edited_at'];
  return {
    id: id(fields['id'], `${path}.id`),
    conversation_id: id(fields['conversation_id'], `${path}.conversation_id`),
    sender: oneOf<MessageSender>(fields['sender'], MESSAGE_SENDERS, `${path}.sender`),
    message_text: string(fields['message_text'], `${path}.message_text`),
    timestamp: string(fields['timestamp'], `${path}.timestamp`),
    status: oneOf<MessageStatus>(fields['status'], MESSAGE_STATUSES, `${path}.status`),
    edited_at: editedAt === undefined || editedAt === null ? null : string(editedAt, `${path}.edited_at`),
  };
}

function event(value: unknown): StreamEvent {
  const envelope = record(value, 'event');
  const type = oneOf<StreamEventType>(envelope['type'], STREAM_EVENT_TYPES, 'event.type');
  const conversationId = id(envelope['conversation_id'], 'event.conversation_id');
  const data = envelope['data'];
  switch (type) {
    case 'user_message':
    case 'ai_message_start':
    case 'ai_message_complete': {
      return { type, conversation_id: conversationId, data: message(data, 'event.data') };
    }
    case 'ai_message_chunk': {
      const chunk = record(data, 'event.data');
      return {
        type,
        conversation_id: conversationId,
        data: { message_id: id(chunk['message_id'], 'event.data.message_id'), chunk: string(chunk['chunk'], 'event.data.chunk') },
      };
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

/**
 * Checks that a parsed JSON value is a well-formed stream event (§4) and returns it typed,
 * keeping only the contract's fields (`edited_at` absent becomes null).
 * Throws an {@link ApiError} of kind `invalid_response` otherwise.
 */
export function validateStreamEvent(value: unknown): StreamEvent {
  try {
    return event(value);
  } catch (error) {
    if (error instanceof ShapeError) {
      throw new ApiError({
        kind: 'invalid_response',
        message: HTTP_ERROR_MESSAGES.other,
        code: STREAM_FAILURE_CODES.invalidEvent,
        cause: new TypeError(`Invalid stream event: ${error.message}`),
      });
    }
    throw error;
  }
}
