// Time to the first streamed chunk with a configured model (the fake OpenAI-compatible server of the tests, speaking the
// real protocol), with the review of the learner message off, answering at once, and taking REVIEW_DELAY_MS: the review
// runs beside the reply, so the first chunk should not move. `bench.ts` runs it; run alone (more turns per case):
//   npx tsx --conditions=@parla/source packages/server/bench/model-review.ts [turns]
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { createConfig } from '../src/config.js';
import { openPglite } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import { createModelReviewer, modelUnavailableReview } from '../src/tutor/review/model-reviewer.js';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import { startFakeOpenAi } from '../test/fake-openai-server.js';

/** How long the slow review takes, in ms. */
export const REVIEW_DELAY_MS = 1500;

/** Turns measured per case. */
export const MODEL_SAMPLES = 10;

/** What one case measured, in ms per turn. */
export interface ModelReviewResult {
  name: string;
  firstChunk: number[];
  review: number[];
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  return (await response.json()) as Record<string, unknown>;
}

/** A reviewer that asks nobody: the review "off" (the stream still carries its event, answered at once). */
const reviewOff: MessageReviewer = { review: (request) => Promise.resolve(modelUnavailableReview(request.text)) };

/** Turns one learner may send before the §9 limit (15 a minute) would refuse them: the rig signs up another. */
const TURNS_PER_LEARNER = 14;

/** A server with a fake model whose review waits `reviewDelayMs` (`'off'`: no review request at all), and a learner. */
async function startRig(reviewDelayMs: number | 'off') {
  const fake = await startFakeOpenAi({
    chunks: ['¡Muy ', 'bien! ', '¿Y tú?'],
    welcome: '¡Hola! ¿De qué hablamos hoy?',
    review: { delayMs: reviewDelayMs === 'off' ? 0 : reviewDelayMs, answer: { corrections: [{ original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'It is spelled “tengo”.' }], better_phrasing: null } },
  });
  const database = await openPglite();
  await migrate(database.db);
  const endpoint = { url: fake.url, model: 'bench-model' };
  const config = createConfig({ secret: 'bench-secret-0123456789-abcdefghijklmnop', devOutboxKey: 'bench-outbox-key', tutorUrl: fake.url, tutorModel: 'bench-model' });
  const app = createApp({
    db: database.db,
    mailer: createOutboxMailer(database.db, systemClock),
    tutor: createOpenAiEngine(endpoint),
    reviewer: reviewDelayMs === 'off' ? reviewOff : createModelReviewer(endpoint),
    clock: systemClock,
    config,
  });
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  const base = `http://127.0.0.1:${port}`;
  let learners = 0;

  /** A new verified learner with a conversation. */
  async function newLearner() {
    learners += 1;
    const email = `model-bench-${learners}@parla.test`;
    const password = 'benchmark password';
    await json(`${base}/api/v1/auth/register/`, {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true }),
    });
    let token: string | undefined;
    while (!token) {
      const outbox = (await json(`${base}/api/v1/dev/outbox/?to=${email}`, { headers: { 'X-Parla-Dev-Key': 'bench-outbox-key' } })) as { results: Array<{ links: string[] }> };
      token = outbox.results[0]?.links[0]?.split('/verify-email/')[1];
    }
    const { access } = (await json(`${base}/api/v1/auth/verify-email/`, { method: 'POST', body: JSON.stringify({ token }) })) as { access: string };
    const authorization = { Authorization: `Bearer ${access}` };
    const created = await json(`${base}/api/v1/conversations/`, { method: 'POST', headers: authorization, body: JSON.stringify({ target_language: 'es', learning_mode: 'free_conversation' }) });
    return { authorization, conversationId: created.id };
  }

  let learner = await newLearner();
  let turns = 0;
  return {
    /** One streamed turn: ms to the first chunk and to the review event (NaN when missing). */
    async turn(): Promise<{ chunk: number; review: number }> {
      if (turns === TURNS_PER_LEARNER) {
        learner = await newLearner();
        turns = 0;
      }
      turns += 1;
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/conversations/send-message-stream/`, {
        method: 'POST',
        headers: { ...learner.authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({ conversation_id: learner.conversationId, message_text: `Yo tiengo ${turns} perros.` }),
      });
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      let chunkAt: number | undefined;
      let reviewAt: number | undefined;
      for (;;) {
        const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) {
          break;
        }
        text += value;
        chunkAt ??= text.includes('"ai_message_chunk"') ? performance.now() - started : undefined;
        reviewAt ??= text.includes('"message_review"') ? performance.now() - started : undefined;
      }
      return { chunk: chunkAt ?? Number.NaN, review: reviewAt ?? Number.NaN };
    },
    async close() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await database.close();
      await fake.close();
    },
  };
}

/** Streams `samples` turns against a fake model whose review waits `reviewDelayMs` (`'off'`: none); times the first chunk and the review. */
export async function benchModelReview(name: string, reviewDelayMs: number | 'off', samples = MODEL_SAMPLES): Promise<ModelReviewResult> {
  const rig = await startRig(reviewDelayMs);
  const result: ModelReviewResult = { name, firstChunk: [], review: [] };
  for (let index = 0; index < samples; index += 1) {
    const { chunk, review } = await rig.turn();
    result.firstChunk.push(chunk);
    result.review.push(review);
  }
  await rig.close();
  return result;
}

/**
 * The three cases (review off, answering at once, taking {@link REVIEW_DELAY_MS}) measured turn by turn in turn, so a
 * machine busy with other work slows them alike.
 */
export async function benchModelCases(samples = MODEL_SAMPLES): Promise<ModelReviewResult[]> {
  const cases = [
    { name: 'review off', rig: await startRig('off') },
    { name: 'review answers at once', rig: await startRig(0) },
    { name: `review takes ${REVIEW_DELAY_MS} ms`, rig: await startRig(REVIEW_DELAY_MS) },
  ];
  const results: ModelReviewResult[] = cases.map(({ name }) => ({ name, firstChunk: [], review: [] }));
  for (let index = 0; index < samples; index += 1) {
    for (const [position, { rig }] of cases.entries()) {
      const { chunk, review } = await rig.turn();
      results[position]?.firstChunk.push(chunk);
      results[position]?.review.push(review);
    }
  }
  for (const { rig } of cases) {
    await rig.close();
  }
  return results;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const samples = Number(process.argv[2] ?? 30);
  const cases = await benchModelCases(samples);
  console.log(`| configured model, PGlite in memory (${samples} turns) | first chunk, median | first chunk, p95 | review arrives, median |`);
  console.log('|---|---:|---:|---:|');
  for (const result of cases) {
    const ms = (value: number) => `${Math.round(value)} ms`;
    const missing = result.firstChunk.filter((value) => Number.isNaN(value)).length;
    console.log(`| ${result.name} | ${ms(percentile(result.firstChunk, 0.5))} | ${ms(percentile(result.firstChunk, 0.95))} | ${ms(percentile(result.review, 0.5))} |${missing ? ` ${missing} turns without a chunk` : ''}`);
  }
}
