import type { Correction, Message, MessageReview, ReviewCheck, StreamEvent } from '@parla/contract';
import {
  CORRECTION_CATEGORIES,
  MESSAGE_SENDERS,
  MESSAGE_STATUSES,
  REVIEW_CHECK_KINDS,
  REVIEW_CHECK_STATUSES,
  REVIEW_ENGINES,
  STREAM_EVENT_TYPES,
  UNCHECKED_WORD_MAX_LENGTH,
  UNCHECKED_WORDS_MAX,
} from '@parla/contract/constants';
import type { CorrectionCategory, MessageSender, MessageStatus, ReviewCheckKind, ReviewCheckStatus, ReviewEngine, StreamEventType } from '@parla/contract/constants';
import { invalidStreamEvent } from './stream-failure.js';

// The contract's `streamEvent` schema is the one definition of a stream event. The SDK checks events with this small
// validator instead because the schema would bring zod into the streaming parser's chunk (about 95 kB min+gzip against
// the chunk's 2 kB); its fields are typed by the contract's types and enums, and validate-stream-event.contract.test.ts
// holds it to the schema's verdict on every field of every event type.

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

function offset(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    fail(path, 'a non-negative integer');
  }
  return value;
}

function list<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) {
      fail(path, 'an array');
    }
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };
}

const CORRECTION_CHECKS: Checks<Correction> = {
  start: offset,
  end: offset,
  original: string,
  replacement: string,
  category: oneOf<CorrectionCategory>(CORRECTION_CATEGORIES),
  explanation: string,
};

/** The words a check could not judge: absent, or up to the contract's few non-empty words. */
function uncheckedWords(value: unknown, path: string): string[] | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (!Array.isArray(value) || value.length > UNCHECKED_WORDS_MAX) {
    fail(path, `an array of at most ${UNCHECKED_WORDS_MAX} words`);
  }
  return value.map((word, index) => {
    if (typeof word !== 'string' || word.length === 0 || word.length > UNCHECKED_WORD_MAX_LENGTH) {
      fail(`${path}[${index}]`, `a string of 1 to ${UNCHECKED_WORD_MAX_LENGTH} characters`);
    }
    return word;
  });
}

const REVIEW_CHECK_CHECKS: Checks<ReviewCheck> = {
  kind: oneOf<ReviewCheckKind>(REVIEW_CHECK_KINDS),
  status: oneOf<ReviewCheckStatus>(REVIEW_CHECK_STATUSES),
  unchecked_words: uncheckedWords,
};

/** Checks one review check, leaving out `unchecked_words` when the server did not send it. */
function reviewCheck(value: unknown, path: string): ReviewCheck {
  const checked = fields(value, path, REVIEW_CHECK_CHECKS);
  if (checked.unchecked_words === undefined) {
    delete checked.unchecked_words;
  }
  return checked;
}

const REVIEW_CHECKS: Checks<MessageReview> = {
  corrected_text: string,
  corrections: list((value, path) => fields(value, path, CORRECTION_CHECKS)),
  better_phrasing: (value, path) => (value === undefined || value === null ? null : string(value, path)),
  checks: list(reviewCheck),
  engine: oneOf<ReviewEngine>(REVIEW_ENGINES),
};

/** Checks a message review (the contract's `messageReview`): its fields, and spans in order, not overlapping, as long as their originals. */
function review(value: unknown, path: string): MessageReview {
  const checked = fields(value, path, REVIEW_CHECKS);
  let previousEnd = 0;
  checked.corrections.forEach((correction, index) => {
    if (correction.end < correction.start || correction.end - correction.start !== correction.original.length) {
      fail(`${path}.corrections[${index}]`, 'a span as long as its original');
    }
    if (correction.start < previousEnd) {
      fail(`${path}.corrections[${index}]`, 'sorted by start and not overlapping the one before');
    }
    previousEnd = correction.end;
  });
  return checked;
}

const MESSAGE_CHECKS: Checks<Message> = {
  id,
  conversation_id: id,
  sender: oneOf<MessageSender>(MESSAGE_SENDERS),
  message_text: string,
  timestamp: string,
  status: oneOf<MessageStatus>(MESSAGE_STATUSES),
  edited_at: (value, path) => (value === undefined || value === null ? null : string(value, path)),
  review: (value, path) => (value === undefined ? undefined : value === null ? null : review(value, path)),
};

/** Checks a message, leaving out a `review` the server did not send (servers that predate reviews). */
function message(value: unknown, path: string): Message {
  const checked = fields(value, path, MESSAGE_CHECKS);
  if (checked.review === undefined) {
    delete checked.review;
  }
  return checked;
}

/**
 * Checks that a parsed JSON value is a well-formed stream event (§4) and returns it typed,
 * keeping only the contract's fields (`edited_at` absent becomes null; `review` absent stays absent).
 * Throws an `ApiError` of kind `invalid_response` (code `invalid_stream_event`) otherwise.
 */
export function validateStreamEvent(value: unknown): StreamEvent {
  const envelope = record(value, 'event');
  const type = oneOf<StreamEventType>(STREAM_EVENT_TYPES)(envelope['type'], 'event.type');
  const conversationId = id(envelope['conversation_id'], 'event.conversation_id');
  const data = envelope['data'];
  switch (type) {
    case 'user_message':
    case 'ai_message_start': {
      return { type, conversation_id: conversationId, data: message(data, 'event.data') };
    }
    case 'ai_message_complete': {
      // `suggestions` (additive): the replies the learner might send next; absent from servers that predate them.
      const suggestions = record(data, 'event.data')['suggestions'];
      const completed = message(data, 'event.data');
      return {
        type,
        conversation_id: conversationId,
        data: suggestions === undefined ? completed : { ...completed, suggestions: list(string)(suggestions, 'event.data.suggestions') },
      };
    }
    case 'message_review': {
      return { type, conversation_id: conversationId, data: fields(data, 'event.data', { message_id: id, review }) };
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
