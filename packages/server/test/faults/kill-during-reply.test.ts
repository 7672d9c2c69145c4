import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEventStream } from '../test-app.js';
import { request, signUpOver, startServerProcess, type ServerProcess } from './server-process.js';

/** Each word of the embedded tutor's reply takes this long, so a reply is still being written when the process dies. */
const WORD_DELAY_MS = '700';

let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Reads a streamed reply until `enough` says so; returns the text of the chunks read. */
async function readStreamUntil(response: Response, enough: (chunks: string[]) => boolean): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const chunks: string[] = [];
  while (!enough(chunks)) {
    const { value, done } = await reader.read();
    if (done) {
      break;
    }
    buffered += decoder.decode(value, { stream: true });
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const event of parseEventStream(blocks.join('\n\n')).events) {
      if (event.type === 'ai_message_chunk') {
        chunks.push(event.data.chunk);
      }
    }
  }
  return chunks;
}

// PGlite in a temporary folder, as `npm start` uses by default (the PostgreSQL pass runs database-stops-under-load).
describe.runIf(!process.env.DATABASE_URL)('kill -9 of the server during a streamed reply (issue #18, point 8)', () => {
  it('restarted on the same data folder: the reply is failed with its text kept, the Idempotency-Key retry runs, new sends work', { timeout: 240_000 }, async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'parla-kill-'));
    const env = { PARLA_DATA_DIR: dataDir, PARLA_OFFLINE_DELAY_MS: WORD_DELAY_MS };
    server = await startServerProcess(env);
    const { access } = await signUpOver(server.baseUrl);
    const streamedIn = (await request(server.baseUrl, 'POST', '/api/v1/conversations/', { token: access, body: { target_language: 'es', learning_mode: 'free_conversation' } })).body.id as string;
    const plainIn = (await request(server.baseUrl, 'POST', '/api/v1/conversations/', { token: access, body: { target_language: 'es', learning_mode: 'free_conversation' } })).body.id as string;
    const plainTurn = { conversation_id: plainIn, message_text: 'Me gusta mucho viajar por España con mis amigos' };

    // A plain send holding its Idempotency-Key, and a streamed reply the learner is reading, both cut by kill -9.
    const held = fetch(`${server.baseUrl}/api/v1/conversations/send-message/`, {
      method: 'POST',
      headers: { 'X-API-Version': 'v1', 'Content-Type': 'application/json', Authorization: `Bearer ${access}`, 'Idempotency-Key': 'turn-cut-by-kill' },
      body: JSON.stringify(plainTurn),
    }).catch(() => undefined);
    const streamed = await fetch(`${server.baseUrl}/api/v1/conversations/send-message-stream/`, {
      method: 'POST',
      headers: { 'X-API-Version': 'v1', 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({ conversation_id: streamedIn, message_text: 'Me gusta mucho viajar por España con mis amigos' }),
    });
    const whileRunning = await request(server.baseUrl, 'POST', '/api/v1/conversations/send-message/', { token: access, body: plainTurn, headers: { 'Idempotency-Key': 'turn-cut-by-kill' } });
    // Killed once the learner has read a few words and the text has been stored at least once (every second).
    const seen = await readStreamUntil(streamed, (chunks) => chunks.length >= 3);
    await server.kill();
    await held;

    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(whileRunning.status).toBe(409);

    // Restarted as it was, on the same folder; its replies need not be slow any more.
    server = await startServerProcess({ ...env, PARLA_OFFLINE_DELAY_MS: '0' });

    const transcript = await request(server.baseUrl, 'GET', `/api/v1/conversations/${streamedIn}/messages/`, { token: access });
    const cut = transcript.body.results.at(-1);
    expect(cut).toMatchObject({ sender: 'ai', status: 'failed' });
    // What the learner saw, as of the last heartbeat (the text is stored every second; a chunk may be on its way).
    const read = seen.join('');
    expect(cut.message_text.length).toBeGreaterThan(0);
    expect(read.startsWith(cut.message_text) || cut.message_text.startsWith(read), `${cut.message_text} / ${read}`).toBe(true);
    expect(server.output()).toMatch(/Recovered from an interrupted run: [1-9]\d* unfinished replies marked failed, [1-9]\d* idempotency keys freed/);

    const retried = await request(server.baseUrl, 'POST', '/api/v1/conversations/send-message/', { token: access, body: plainTurn, headers: { 'Idempotency-Key': 'turn-cut-by-kill' } });
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body.ai_message.status).toBe('delivered');

    const next = await request(server.baseUrl, 'POST', '/api/v1/conversations/send-message-stream/', { token: access, body: { conversation_id: streamedIn, message_text: 'Hola' } });
    expect(next.status).toBe(200);
    expect(parseEventStream(next.text).events.map((event) => event.type)).toContain('ai_message_complete');
    const after = await request(server.baseUrl, 'GET', `/api/v1/conversations/${streamedIn}/messages/`, { token: access });
    expect(after.body.results.filter((message: { status: string }) => message.status === 'processing')).toEqual([]);
  });
});
