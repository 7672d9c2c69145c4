// `npx tsx --conditions=@parla/source packages/server/bench/event-stream-path.ts`: the server's CPU per turn-shaped
// event stream (six events: two at once, then one per turn of the event loop, as a chat turn sends them), written
// through a web ReadableStream that node-server pipes to the socket (as before #24's change) and straight to Node's
// response (`eventStreamResponse`), behind a middleware that sets a header after the route. The load (16 connections,
// 6,400 streams a round) runs in another process; 3 rounds, the two ways interleaved.
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { EVENT_STREAM_HEADERS } from '../src/chat/stream-turn.js';
import { eventStreamResponse, nodeEventStreams } from '../src/http/event-stream-response.js';

const STREAMS = 6_400;
const CONNECTIONS = 16;
const TYPES = ['user_message', 'ai_message_start', 'ai_message_chunk', 'ai_message_complete', 'message_review', 'stream_end'];

function event(type: string): string {
  return `data: ${JSON.stringify({ type, data: { id: '0b3c1a9e-6a43-4c2e-9a77-5a0f1d3c2b1a', message_text: 'Hola, ¿qué tal? '.repeat(4) }, conversation_id: 'x' })}\n\n`;
}

/** Writes a turn's six events, the last four one turn of the event loop apart, then ends. */
function writeEvents(write: (text: string) => void, end: () => void): void {
  write(event('user_message'));
  write(event('ai_message_start'));
  let next = 2;
  const step = () => {
    const type = TYPES[next];
    next += 1;
    if (type === undefined) {
      end();
      return;
    }
    write(event(type));
    setImmediate(step);
  };
  setImmediate(step);
}

function app(): Hono {
  const hono = new Hono();
  hono.use('*', nodeEventStreams());
  hono.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Request-Id', 'bench');
  });
  hono.post('/web', () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        writeEvents(
          (text) => controller.enqueue(encoder.encode(text)),
          () => controller.close(),
        );
      },
    });
    return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
  });
  hono.post('/node', (c) =>
    eventStreamResponse(c, EVENT_STREAM_HEADERS, (output) => {
      writeEvents(
        (text) => output.write(text),
        () => output.end(),
      );
      return () => undefined;
    }),
  );
  return hono;
}

/** The load: `STREAMS` POSTs to `path`, `CONNECTIONS` at a time, each read to its end. */
async function load(port: number, path: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, method: 'POST', path, agent, headers: { 'Content-Type': 'application/json', 'Content-Length': 2 } }, (response) => {
        response.on('data', () => undefined);
        response.on('end', resolve);
      });
      sent.on('error', reject);
      sent.end('{}');
    });
  for (let done = 0; done < STREAMS; done += CONNECTIONS) {
    await Promise.all(Array.from({ length: CONNECTIONS }, one));
  }
  agent.destroy();
}

if (process.argv[2] === 'load') {
  await load(Number(process.argv[3]), process.argv[4] ?? '/node');
} else {
  const run = promisify(execFile);
  const server = serve({ fetch: app().fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  for (let round = 1; round <= 3; round += 1) {
    for (const path of ['/web', '/node']) {
      const before = process.cpuUsage();
      await run(process.execPath, ['--import', 'tsx', '--conditions=@parla/source', fileURLToPath(import.meta.url), 'load', String(port), path]);
      const used = process.cpuUsage(before);
      console.log(`round ${round} ${path === '/web' ? 'web ReadableStream' : "Node's response"}: ${((used.user + used.system) / STREAMS).toFixed(0)} µs of server CPU per stream`);
    }
  }
  server.close();
}
