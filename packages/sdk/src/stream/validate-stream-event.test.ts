import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { buildChatStream } from '@parla/test-utils';
import { validateStreamEvent } from './validate-stream-event.js';

const message = {
  id: 'ai-message-1',
  conversation_id: 'conversation-1',
  sender: 'ai',
  message_text: 'Hola',
  timestamp: '2025-01-15T10:00:00.000Z',
  status: 'processing',
  edited_at: null,
};

const review = {
  corrected_text: 'Yo tengo un perro.',
  corrections: [{ start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'Se escribe «tengo».' }],
  better_phrasing: null,
  checks: [{ kind: 'spelling', status: 'ran' }],
  engine: 'embedded',
};

function rejectionOf(value: unknown): ApiError {
  try {
    validateStreamEvent(value);
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected validateStreamEvent to throw');
}

describe('validateStreamEvent', () => {
  describe('when the event is well formed', () => {
    it.each(buildChatStream({ aiText: 'Está bien 👋' }).map((event) => [event.type, event] as const))('returns the %s event unchanged', (_type, event) => {
      expect(validateStreamEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
    });

    it('returns an error event with and without message_id', () => {
      const withId = { type: 'error', conversation_id: 'c1', data: { code: 'ai_failed', message: 'The tutor could not answer', message_id: 'ai-1' } };
      const withoutId = { type: 'error', conversation_id: 'c1', data: { code: 'ai_failed', message: 'The tutor could not answer' } };
      expect(validateStreamEvent(withId)).toEqual(withId);
      expect(validateStreamEvent(withoutId)).toEqual(withoutId);
    });

    it('fills a missing edited_at with null', () => {
      const { edited_at: _editedAt, ...withoutEditedAt } = message;
      const event = validateStreamEvent({ type: 'ai_message_start', conversation_id: 'conversation-1', data: withoutEditedAt });
      expect(event).toEqual({ type: 'ai_message_start', conversation_id: 'conversation-1', data: message });
    });

    it('keeps an edited_at timestamp', () => {
      const edited = { ...message, sender: 'user', status: 'delivered', edited_at: '2025-01-15T10:05:00.000Z' };
      expect(validateStreamEvent({ type: 'user_message', conversation_id: 'conversation-1', data: edited }).data).toEqual(edited);
    });

    it('returns a message_review event with its corrections and checks', () => {
      const event = { type: 'message_review', conversation_id: 'conversation-1', data: { message_id: 'user-message-1', review } };
      expect(validateStreamEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
    });

    it('keeps the words a check could not judge, and adds none when the server sent none', () => {
      const checks = [{ kind: 'spelling', status: 'unavailable', unchecked_words: ['naranjes'] }];
      const event = { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: { ...review, checks } } };
      expect(validateStreamEvent(event)).toEqual(event);
      const plain = validateStreamEvent({ type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review } });
      expect(plain.type === 'message_review' ? plain.data.review.checks[0] : undefined).toEqual({ kind: 'spelling', status: 'ran' });
    });

    it('keeps a review on a learner message, null when not reviewed, and adds none when the server sent none', () => {
      const learner = { ...message, sender: 'user', status: 'delivered' };
      expect(validateStreamEvent({ type: 'user_message', conversation_id: 'c1', data: { ...learner, review } }).data).toEqual({ ...learner, review });
      expect(validateStreamEvent({ type: 'user_message', conversation_id: 'c1', data: { ...learner, review: null } }).data).toEqual({ ...learner, review: null });
      expect(validateStreamEvent({ type: 'user_message', conversation_id: 'c1', data: learner }).data).not.toHaveProperty('review');
    });

    it('drops fields the contract does not define', () => {
      const event = validateStreamEvent({
        type: 'ai_message_chunk',
        conversation_id: 'conversation-1',
        data: { message_id: 'ai-message-1', chunk: 'Ho', extra: true },
        sequence: 4,
      });
      expect(event).toEqual({ type: 'ai_message_chunk', conversation_id: 'conversation-1', data: { message_id: 'ai-message-1', chunk: 'Ho' } });
    });
  });

  describe('when the event is malformed', () => {
    it.each([
      ['not an object', 'data'],
      ['an array', []],
      ['null', null],
      ['an unknown type', { type: 'ai_message_delta', conversation_id: 'c1', data: {} }],
      ['a missing conversation_id', { type: 'stream_end', data: {} }],
      ['an empty conversation_id', { type: 'stream_end', conversation_id: '', data: {} }],
      ['a numeric conversation_id', { type: 'stream_end', conversation_id: 7, data: {} }],
      ['stream_end without data', { type: 'stream_end', conversation_id: 'c1' }],
      ['a chunk without text', { type: 'ai_message_chunk', conversation_id: 'c1', data: { message_id: 'ai-1' } }],
      ['a chunk that is a number', { type: 'ai_message_chunk', conversation_id: 'c1', data: { message_id: 'ai-1', chunk: 5 } }],
      ['a message with an unknown sender', { type: 'ai_message_start', conversation_id: 'c1', data: { ...message, sender: 'bot' } }],
      ['a message with an unknown status', { type: 'ai_message_complete', conversation_id: 'c1', data: { ...message, status: 'done' } }],
      ['a message without text', { type: 'ai_message_complete', conversation_id: 'c1', data: { ...message, message_text: undefined } }],
      ['a message with a numeric timestamp', { type: 'user_message', conversation_id: 'c1', data: { ...message, timestamp: 1 } }],
      ['a message with a numeric edited_at', { type: 'user_message', conversation_id: 'c1', data: { ...message, edited_at: 1 } }],
      ['a message_review without a review', { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1' } }],
      ['a review with an unknown category', { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: { ...review, corrections: [{ ...review.corrections[0], category: 'typo' }] } } }],
      ['a review with a negative offset', { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: { ...review, corrections: [{ ...review.corrections[0], start: -1 }] } } }],
      ['a review whose span does not fit its original', { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: { ...review, corrections: [{ ...review.corrections[0], end: 5 }] } } }],
      ['a review with overlapping corrections', { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: { ...review, corrections: [review.corrections[0], review.corrections[0]] } } }],
      ['a review with an unknown check status', { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: { ...review, checks: [{ kind: 'spelling', status: 'maybe' }] } } }],
      ['a review check with too many unchecked words', { type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: { ...review, checks: [{ kind: 'spelling', status: 'unavailable', unchecked_words: ['a', 'b', 'c', 'd', 'e', 'f'] }] } } }],
      ['a message whose review is not an object', { type: 'user_message', conversation_id: 'c1', data: { ...message, review: 'fine' } }],
      ['an error without code', { type: 'error', conversation_id: 'c1', data: { message: 'Broken' } }],
      ['an error with an empty message_id', { type: 'error', conversation_id: 'c1', data: { code: 'x', message: 'Broken', message_id: '' } }],
    ])('rejects %s with an invalid_response ApiError', (_case, value) => {
      const error = rejectionOf(value);
      expect(error.kind).toBe('invalid_response');
      expect(error.code).toBe('invalid_stream_event');
      expect(error.message).toBe('An unexpected error occurred.');
    });

    it('names the offending field in the cause', () => {
      const error = rejectionOf({ type: 'ai_message_start', conversation_id: 'c1', data: { ...message, sender: 'bot' } });
      expect(String(error.cause)).toContain('event.data.sender must be one of ai, user');
    });
  });
});
