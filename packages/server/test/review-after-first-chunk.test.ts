// Issue #24: the review of the learner's message never stands before the reply's first chunk. A review worked out in
// the process starts once the first chunk is sent; a remote model's review starts at once (it costs only a wait).
import type { MessageReview } from '@parla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { createConversation, createTestContext, parseEventStream, signUp, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

/** A tutor that writes two chunks, noting when the first is handed over; `beforeFirst` runs before it. */
function loggingTutor(log: string[], beforeFirst: () => Promise<void> = async () => {}): TutorEngine {
  return {
    name: 'logging',
    async *generate() {
      await beforeFirst();
      log.push('first chunk');
      yield 'Muy bien. ';
      yield '¿Y tú?';
    },
  };
}

/** A reviewer that notes when it starts and finds nothing; `engine` says which kind it stands for. */
function loggingReviewer(log: string[], engine: 'embedded' | 'model'): MessageReviewer & { engine: string } {
  return {
    engine,
    async review(request) {
      log.push('review started');
      return {
        corrected_text: request.text,
        corrections: [],
        better_phrasing: null,
        checks: engine === 'model' ? [{ kind: 'model', status: 'ran' }] : [{ kind: 'spelling', status: 'ran' }, { kind: 'grammar', status: 'unavailable' }],
        engine,
      } satisfies MessageReview;
    },
  };
}

async function streamTurn(tutor: TutorEngine, reviewer: MessageReviewer): Promise<string[]> {
  const app = context.withDeps({ tutor, reviewer });
  const conversationId = await createConversation(app, user);
  const response = await app.request('/api/v1/conversations/send-message-stream/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.access}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_id: conversationId, message_text: 'Hola, estoy bien.' }),
  });
  expect(response.status).toBe(200);
  return parseEventStream(await response.text()).events.map((event) => event.type);
}

describe('the review beside a streamed reply', () => {
  it('starts an in-process review only once the first chunk is sent, and still sends it before stream_end', async () => {
    const log: string[] = [];
    const types = await streamTurn(loggingTutor(log), loggingReviewer(log, 'embedded'));
    expect(log).toEqual(['first chunk', 'review started']);
    expect(types.filter((type) => type !== 'message_review')).toEqual(['user_message', 'ai_message_start', 'ai_message_chunk', 'ai_message_chunk', 'ai_message_complete', 'stream_end']);
    expect(types.indexOf('message_review')).toBeGreaterThan(types.indexOf('ai_message_chunk'));
    expect(types.indexOf('message_review')).toBeLessThan(types.indexOf('stream_end'));
  });

  it('starts a remote model review at once, beside a reply that has not written anything yet', async () => {
    const log: string[] = [];
    let reviewStarted = () => {};
    const started = new Promise<void>((resolve) => {
      reviewStarted = resolve;
    });
    const reviewer = loggingReviewer(log, 'model');
    const review = reviewer.review.bind(reviewer);
    reviewer.review = (request, signal) => {
      reviewStarted();
      return review(request, signal);
    };
    // The tutor's first chunk waits for the review to have started: with the review held back, this would never end.
    const types = await streamTurn(loggingTutor(log, () => started), reviewer);
    expect(log).toEqual(['review started', 'first chunk']);
    expect(types.filter((type) => type === 'message_review')).toHaveLength(1);
    expect(types.at(-1)).toBe('stream_end');
  });
});
