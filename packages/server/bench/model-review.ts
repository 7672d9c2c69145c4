// Time to the first streamed chunk with a configured model (the fake OpenAI-compatible server of the tests, speaking the
// real protocol), when its review of the learner message answers at once and when it takes REVIEW_DELAY_MS: the review
// runs beside the reply, so the first chunk should not move.
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { createConfig } from '../src/config.js';
import { openPglite } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import { createModelReviewer } from '../src/tutor/review/model-reviewer.js';
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

/** Streams `MODEL_SAMPLES` turns against a fake model whose review waits `reviewDelayMs`; times the first chunk and the review. */
export async function benchModelReview(name: string, reviewDelayMs: number): Promise<ModelReviewResult> {
  const fake = await startFakeOpenAi({
    chunks: ['¡Muy ', 'bien! ', '¿Y tú?'],
    review: { delayMs: reviewDelayMs, answer: { corrections: [{ original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'It is spelled “tengo”.' }], better_phrasing: null } },
  });
  const database = await openPglite();
  await migrate(database.db);
  const endpoint = { url: fake.url, model: 'bench-model' };
  const config = createConfig({ secret: 'bench-secret-0123456789-abcdefghijklmnop', devOutboxKey: 'bench-outbox-key', tutorUrl: fake.url, tutorModel: 'bench-model' });
  const app = createApp({
    db: database.db,
    mailer: createOutboxMailer(database.db, systemClock),
    tutor: createOpenAiEngine(endpoint),
    reviewer: createModelReviewer(endpoint),
    clock: systemClock,
    config,
  });
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  const base = `http://127.0.0.1:${port}`;
  const email = 'model-bench@parla.test';
  const password = 'benchmark password';
  await json(`${base}/api/v1/auth/register/`, {
    method: 'POST',
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true }),
  });
  const outbox = (await json(`${base}/api/v1/dev/outbox/?to=${email}`, { headers: { 'X-Parla-Dev-Key': 'bench-outbox-key' } })) as { results: Array<{ links: string[] }> };
  const token = outbox.results[0]?.links[0]?.split('/verify-email/')[1];
  const { access } = (await json(`${base}/api/v1/auth/verify-email/`, { method: 'POST', body: JSON.stringify({ token }) })) as { access: string };
  const authorization = { Authorization: `Bearer ${access}` };
  const created = await json(`${base}/api/v1/conversations/`, { method: 'POST', headers: authorization, body: JSON.stringify({ target_language: 'es', learning_mode: 'free_conversation' }) });

  const firstChunk: number[] = [];
  const review: number[] = [];
  for (let index = 0; index < MODEL_SAMPLES; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/conversations/send-message-stream/`, {
      method: 'POST',
      headers: { ...authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: created.id, message_text: `Yo tiengo ${index} perros.` }),
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
    firstChunk.push(chunkAt ?? Number.NaN);
    review.push(reviewAt ?? Number.NaN);
  }
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database.close();
  await fake.close();
  return { name, firstChunk, review };
}
