// Throughput of an authenticated GET /api/v1/conversations/ on the real server (node-server on
// 127.0.0.1, offline tutor) beside a bare node:http JSON server measured in the same run, and the
// time to the first streamed chunk: on PGlite in memory, and also on PostgreSQL when DATABASE_URL
// is set (in a throw-away schema). Run: npm run bench -w @parla/server
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { createConfig } from '../src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import { sharedSpellChecker } from '../src/tutor/spell-checker.js';
import { MODEL_SAMPLES, REVIEW_DELAY_MS, benchModelReview } from './model-review.js';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const FIRST_CHUNK_SAMPLES = 20;
/** Conversation languages of the benchmark user (dictionaries that load in well under a second). */
const LANGUAGES = ['es', 'en', 'de', 'nl', 'sv'] as const;

/** Runs `CONNECTIONS` keep-alive loops of GET requests for `DURATION_MS`; returns requests per second. */
async function measure(port: number, path: string, headers: Record<string, string>): Promise<{ rps: number; errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = Date.now() + DURATION_MS;
  let completed = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) {
            completed += 1;
          } else {
            errors += 1;
          }
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        await once();
      }
    }),
  );
  agent.destroy();
  return { rps: completed / ((Date.now() - started) / 1000), errors };
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  return (await response.json()) as Record<string, unknown>;
}

/** The value below which `fraction` of the samples fall (nearest rank). */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

/** A migrated PostgreSQL schema of its own, dropped on close. */
async function openPostgresSchema(url: string): Promise<DatabaseHandle> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const handle = openPostgres(url, { searchPath: schema });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** What one database target measured. */
interface TargetResult {
  name: string;
  rps: number;
  errors: number;
  firstChunk: number[];
  body: string;
}

/** Serves the app over a database, signs a user up, then measures the list and the first streamed chunk. */
async function benchTarget(name: string, database: DatabaseHandle): Promise<TargetResult> {
  await migrate(database.db);
  const config = createConfig({ secret: 'bench-secret-0123456789-abcdefghijklmnop', devOutboxKey: 'bench-outbox-key' });
  const app = createApp({ db: database.db, mailer: createOutboxMailer(database.db, systemClock), tutor: createOfflineEngine(), clock: systemClock, config });
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  const base = `http://127.0.0.1:${port}`;
  const email = 'bench@parla.test';
  const password = 'benchmark password';
  await json(`${base}/api/v1/auth/register/`, {
    method: 'POST',
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true }),
  });
  const outbox = (await json(`${base}/api/v1/dev/outbox/?to=${email}`, { headers: { 'X-Parla-Dev-Key': 'bench-outbox-key' } })) as { results: Array<{ links: string[] }> };
  const token = outbox.results[0]?.links[0]?.split('/verify-email/')[1];
  const { access } = (await json(`${base}/api/v1/auth/verify-email/`, { method: 'POST', body: JSON.stringify({ token }) })) as { access: string };
  const authorization = { Authorization: `Bearer ${access}` };
  let conversationId = '';
  for (const language of LANGUAGES) {
    const created = await json(`${base}/api/v1/conversations/`, { method: 'POST', headers: authorization, body: JSON.stringify({ target_language: language, learning_mode: 'free_conversation' }) });
    conversationId ||= String(created.id);
  }
  // Creating the conversations started loading their dictionaries in the spell worker: let it finish first.
  await Promise.all(LANGUAGES.map((language) => sharedSpellChecker().warm(language)));
  const body = await (await fetch(`${base}/api/v1/conversations/`, { headers: authorization })).text();

  const { rps, errors } = await measure(port, '/api/v1/conversations/', authorization);
  const firstChunk: number[] = [];
  for (let index = 0; index < FIRST_CHUNK_SAMPLES; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/conversations/send-message-stream/`, {
      method: 'POST',
      headers: { ...authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: conversationId, message_text: `Hola, esta es la frase número ${index}.` }),
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (reader && !text.includes('"ai_message_chunk"')) {
      const { value, done } = await reader.read();
      if (done) {
        break;
      }
      text += decoder.decode(value, { stream: true });
    }
    firstChunk.push(performance.now() - started);
    while (reader && !(await reader.read()).done) {
      // drain the rest of the stream
    }
  }
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database.close();
  return { name, rps, errors, firstChunk, body };
}

/** The bare node:http server answering the same body. */
async function benchBare(body: string): Promise<{ rps: number; errors: number }> {
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const result = await measure((bare.address() as AddressInfo).port, '/', {});
  bare.close();
  return result;
}

async function main(): Promise<void> {
  const targets: TargetResult[] = [await benchTarget('Parla on PGlite (in memory)', await openPglite())];
  const url = process.env.DATABASE_URL;
  if (url) {
    targets.push(await benchTarget('Parla on PostgreSQL', await openPostgresSchema(url)));
  }
  const body = targets[0]?.body ?? '{}';
  const bare = await benchBare(body);
  await sharedSpellChecker().close();

  console.log(`GET /api/v1/conversations/ (authenticated, ${Buffer.byteLength(body)}-byte body) · ${CONNECTIONS} keep-alive connections · ${DURATION_MS / 1000} s each · Node ${process.version}`);
  console.log('');
  console.log('| server | req/s | ratio to bare | errors |');
  console.log('|---|---:|---:|---:|');
  console.log(`| bare node:http (same body) | ${bare.rps.toFixed(0)} | 1.000 | ${bare.errors} |`);
  for (const target of targets) {
    console.log(`| ${target.name} | ${target.rps.toFixed(0)} | ${(target.rps / bare.rps).toFixed(3)} | ${target.errors} |`);
  }
  console.log('');
  console.log(`| time to first streamed chunk (${FIRST_CHUNK_SAMPLES} turns, offline tutor) | median | p95 |`);
  console.log('|---|---:|---:|');
  for (const target of targets) {
    console.log(`| ${target.name} | ${percentile(target.firstChunk, 0.5).toFixed(1)} ms | ${percentile(target.firstChunk, 0.95).toFixed(1)} ms |`);
  }

  // With a configured model (a local fake speaking the real protocol), the review runs beside the reply.
  const modelCases = [await benchModelReview('review answers at once', 0), await benchModelReview(`review takes ${REVIEW_DELAY_MS} ms`, REVIEW_DELAY_MS)];
  console.log('');
  console.log(`| configured model, PGlite in memory (${MODEL_SAMPLES} turns) | first chunk, median | first chunk, p95 | review arrives, median |`);
  console.log('|---|---:|---:|---:|');
  for (const modelCase of modelCases) {
    console.log(`| ${modelCase.name} | ${percentile(modelCase.firstChunk, 0.5).toFixed(1)} ms | ${percentile(modelCase.firstChunk, 0.95).toFixed(1)} ms | ${percentile(modelCase.review, 0.5).toFixed(1)} ms |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
