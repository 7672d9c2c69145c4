import { afterEach, describe, expect, it } from 'vitest';
import { messageReview } from '@parla/contract';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { TutorEngineError } from '../tutor-engine.js';
import { createModelReviewer, modelReviewJsonSchema } from './model-reviewer.js';
import type { ReviewRequest } from './review-types.js';

const request: ReviewRequest = {
  text: 'Yo tiengo un gata negro.',
  targetLanguage: 'es',
  nativeLanguage: 'fr',
  level: 'beginner',
  mode: 'free_conversation',
  taughtWords: ['¿Tienes una mascota? Yo tengo un loro.'],
};

const structuredAnswer = {
  corrections: [
    { original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'On écrit « tengo ».' },
    { original: 'un gata', replacement: 'una gata', category: 'agreement', explanation: '« gata » est féminin.' },
    { original: 'negro', replacement: 'negra', category: 'agreement', explanation: "L'adjectif s'accorde avec « gata »." },
  ],
  better_phrasing: 'Tengo una gata negra.',
};

let fake: FakeOpenAiServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function signal(): AbortSignal {
  return new AbortController().signal;
}

describe('the model reviewer', () => {
  it('asks for structured output with the JSON schema, a token budget and the learner languages, and places each correction in the text', async () => {
    fake = await startFakeOpenAi({ chunks: [], review: { answer: structuredAnswer } });
    const reviewer = createModelReviewer({ url: fake.url, model: 'tiny-tutor', key: 'sk-test' });
    const review = await reviewer.review(request, signal());

    expect(messageReview.parse(review)).toEqual(review);
    expect(review.engine).toBe('model');
    expect(review.checks).toEqual([{ kind: 'model', status: 'ran' }]);
    expect(review.corrections.map(({ start, end, original, replacement }) => ({ start, end, original, replacement }))).toEqual([
      { start: 3, end: 9, original: 'tiengo', replacement: 'tengo' },
      { start: 10, end: 17, original: 'un gata', replacement: 'una gata' },
      { start: 18, end: 23, original: 'negro', replacement: 'negra' },
    ]);
    expect(review.corrected_text).toBe('Yo tengo una gata negra.');
    expect(review.better_phrasing).toBe('Tengo una gata negra.');

    const sent = fake.reviewRequests()[0]?.body;
    expect(sent?.stream).toBe(false);
    expect(sent?.max_tokens).toBeGreaterThan(0);
    expect(sent?.response_format?.type).toBe('json_schema');
    expect(sent?.response_format?.json_schema?.strict).toBe(true);
    expect(sent?.response_format?.json_schema?.schema).toEqual(modelReviewJsonSchema());
    expect(sent?.messages[0]?.content).toContain('learner of Spanish');
    expect(sent?.messages[0]?.content).toContain('in French');
    expect(sent?.messages[0]?.content).toContain('Yo tengo un loro');
    expect(sent?.messages.at(-1)).toEqual({ role: 'user', content: request.text });
  });

  it('falls back to JSON mode when the server refuses json_schema, and asks in JSON mode from then on', async () => {
    fake = await startFakeOpenAi({ chunks: [], review: { answer: structuredAnswer, refuseJsonSchema: true } });
    const reviewer = createModelReviewer({ url: fake.url, model: 'tiny-tutor' });
    expect((await reviewer.review(request, signal())).corrections).toHaveLength(3);
    expect((await reviewer.review(request, signal())).corrections).toHaveLength(3);
    expect(fake.reviewRequests().map((received) => received.body.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('reads an answer wrapped in a Markdown code fence', async () => {
    fake = await startFakeOpenAi({ chunks: [], review: { answer: '```json\n' + JSON.stringify(structuredAnswer) + '\n```' } });
    const review = await createModelReviewer({ url: fake.url, model: 'tiny-tutor' }).review(request, signal());
    expect(review.corrections).toHaveLength(3);
  });

  it.each([
    ['text that is not JSON', 'Your message looks great!'],
    ['JSON of another shape', JSON.stringify({ mistakes: ['tiengo'] })],
    ['a correction with an unknown category', JSON.stringify({ corrections: [{ ...structuredAnswer.corrections[0], category: 'typo' }], better_phrasing: null })],
  ])('gives a review whose model check is unavailable for %s (never "no mistakes")', async (_case, answer) => {
    fake = await startFakeOpenAi({ chunks: [], review: { answer } });
    const review = await createModelReviewer({ url: fake.url, model: 'tiny-tutor' }).review(request, signal());
    expect(review).toEqual({ corrected_text: request.text, corrections: [], better_phrasing: null, checks: [{ kind: 'model', status: 'unavailable' }], engine: 'model' });
  });

  it('drops corrections whose original is not in the message, of a word the tutor used, or that change nothing', async () => {
    const answer = {
      corrections: [
        { original: 'gato', replacement: 'gata', category: 'spelling', explanation: 'x' },
        { original: 'tiengo', replacement: 'tiengo', category: 'spelling', explanation: 'x' },
        { original: 'negro', replacement: 'negra', category: 'agreement', explanation: 'x' },
      ],
      better_phrasing: null,
    };
    fake = await startFakeOpenAi({ chunks: [], review: { answer } });
    const review = await createModelReviewer({ url: fake.url, model: 'tiny-tutor' }).review({ ...request, taughtWords: ['¿Es negro?'] }, signal());
    expect(review.corrections).toEqual([]);
    expect(review.checks).toEqual([{ kind: 'model', status: 'ran' }]);
  });

  it('rejects with a TutorEngineError when the endpoint fails', async () => {
    fake = await startFakeOpenAi({ chunks: [], review: { status: 500 } });
    await expect(createModelReviewer({ url: fake.url, model: 'tiny-tutor' }).review(request, signal())).rejects.toBeInstanceOf(TutorEngineError);
  });
});
