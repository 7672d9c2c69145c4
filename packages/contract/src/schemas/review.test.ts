import { describe, expect, it } from 'vitest';
import { message } from './conversations.js';
import { messageReview } from './review.js';
import { streamEvent } from './stream.js';

const review = {
  corrected_text: 'Yo tengo un perro.',
  corrections: [{ start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'The verb is spelled "tengo".' }],
  better_phrasing: null,
  checks: [{ kind: 'spelling', status: 'ran' }],
  engine: 'embedded',
};

const learnerMessage = {
  id: 'm1',
  conversation_id: 'c1',
  sender: 'user',
  message_text: 'Yo tiengo un perro.',
  timestamp: '2025-01-15T10:00:00.000Z',
  status: 'delivered',
  edited_at: null,
};

describe('message review', () => {
  it('accepts a review with a correction, an insertion and the checks that ran', () => {
    const insertion = { start: 18, end: 18, original: '', replacement: '!', category: 'punctuation', explanation: 'An exclamation.' };
    expect(messageReview.parse({ ...review, corrections: [...review.corrections, insertion] }).corrections).toHaveLength(2);
  });

  it('refuses an unknown category, check kind or engine', () => {
    expect(messageReview.safeParse({ ...review, corrections: [{ ...review.corrections[0], category: 'typo' }] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, checks: [{ kind: 'style', status: 'ran' }] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, engine: 'human' }).success).toBe(false);
  });

  it('accepts the words a check could not judge, as written, and refuses an empty word, a long one or too many', () => {
    const spelling = { kind: 'spelling', status: 'unavailable', unchecked_words: ['naranjes', 'güey'] };
    expect(messageReview.parse({ ...review, checks: [spelling] }).checks[0]?.unchecked_words).toEqual(['naranjes', 'güey']);
    expect(messageReview.parse(review).checks[0]).not.toHaveProperty('unchecked_words');
    expect(messageReview.safeParse({ ...review, checks: [{ ...spelling, unchecked_words: [''] }] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, checks: [{ ...spelling, unchecked_words: ['x'.repeat(65)] }] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, checks: [{ ...spelling, unchecked_words: ['a', 'b', 'c', 'd', 'e', 'f'] }] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, checks: [{ ...spelling, unchecked_words: 'naranjes' }] }).success).toBe(false);
  });

  it('refuses a span that ends before it starts or does not match the original', () => {
    const [first] = review.corrections;
    expect(messageReview.safeParse({ ...review, corrections: [{ ...first, start: 9, end: 3 }] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, corrections: [{ ...first, end: 8 }] }).success).toBe(false);
  });

  it('refuses corrections out of order or overlapping', () => {
    const early = { start: 0, end: 2, original: 'Yo', replacement: 'yo', category: 'capitalization', explanation: '' };
    const overlapping = { start: 5, end: 9, original: 'ngo ', replacement: '', category: 'style', explanation: '' };
    expect(messageReview.safeParse({ ...review, corrections: [...review.corrections, early] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, corrections: [...review.corrections, overlapping] }).success).toBe(false);
    expect(messageReview.safeParse({ ...review, corrections: [early, ...review.corrections] }).success).toBe(true);
  });
});

describe('a message with a review', () => {
  it('keeps a message without review valid (servers that predate it)', () => {
    expect(message.parse(learnerMessage).review).toBeUndefined();
  });

  it('carries a review, or null for a message that was not reviewed', () => {
    expect(message.parse({ ...learnerMessage, review }).review?.corrections[0]?.replacement).toBe('tengo');
    expect(message.parse({ ...learnerMessage, review: null }).review).toBeNull();
  });
});

describe('the message_review stream event', () => {
  it('carries the learner message id and its review', () => {
    const event = streamEvent.parse({ type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review } });
    expect(event.type).toBe('message_review');
  });

  it('refuses a message_review event without a valid review', () => {
    expect(streamEvent.safeParse({ type: 'message_review', conversation_id: 'c1', data: { message_id: 'm1', review: {} } }).success).toBe(false);
  });
});
