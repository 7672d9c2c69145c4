// Throughput of an authenticated GET /api/v1/conversations/ on the real server (node-server on
// 127.0.0.1, PGlite in memory, offline tutor) beside a bare node:http JSON server measured in the
// same run, and the time to the first streamed chunk. Run: npm run bench -w @parla/server
import { createServer, request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { createConfig } from '../src/config.js';
import { openPglite } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const FIRST_CHUNK_SAMPLES = 12;

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const database = await openPglite();
  await migrate(database.db);
  const config = createConfig({ secret: 'bench-secret-0123456789-abcdefghijklmnop' });
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
  const outbox = (await json(`${base}/api/v1/dev/outbox/?to=${email}`)) as { results: Array<{ links: string[] }> };
  const token = outbox.results[0]?.links[0]?.split('/verify-email/')[1];
  const { access } = (await json(`${base}/api/v1/auth/verify-email/`, { method: 'POST', body: JSON.stringify({ token }) })) as { access: string };
  const authorization = { Authorization: `Bearer ${access}` };
  let conversationId = '';
  for (const language of ['es', 'fr', 'de', 'it', 'pt']) {
    const created = await json(`${base}/api/v1/conversations/`, { method: 'POST', headers: authorization, body: JSON.stringify({ target_language: language, learning_mode: 'free_conversation' }) });
    conversationId ||= String(created.id);
  }
  const sample = await fetch(`${base}/api/v1/conversations/`, { headers: authorization });
  const body = await sample.text();

  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = (bare.address() as AddressInfo).port;
  const bareResult = await measure(barePort, '/', {});
  const parlaResult = await measure(port, '/api/v1/conversations/', authorization);
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

  console.log(`Body: ${Buffer.byteLength(body)} bytes · ${CONNECTIONS} keep-alive connections · ${DURATION_MS / 1000} s each · Node ${process.version}`);
  console.log(`bare node:http JSON          ${bareResult.rps.toFixed(0).padStart(7)} req/s  (errors ${bareResult.errors})`);
  console.log(`GET /api/v1/conversations/   ${parlaResult.rps.toFixed(0).padStart(7)} req/s  (errors ${parlaResult.errors})`);
  console.log(`ratio (Parla / bare)         ${(parlaResult.rps / bareResult.rps).toFixed(3)}`);
  console.log(`time to first streamed chunk ${median(firstChunk).toFixed(1).padStart(7)} ms median of ${FIRST_CHUNK_SAMPLES} (offline tutor, first run includes loading the Spanish dictionary: ${firstChunk[0]?.toFixed(1)} ms)`);

  bare.close();
  server?.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
