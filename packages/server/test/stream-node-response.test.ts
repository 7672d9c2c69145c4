import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { createConversation, createTestContext, parseEventStream, signUp, type TestContext, type TestUser } from './test-app.js';

// Served by node-server, a turn's events are written straight to Node's response (issue #24), not through a web
// stream: the same headers (every middleware's), the same events, heartbeats, and a client that leaves stops the tutor.

let context: TestContext;
let user: TestUser;
const servers: ServerType[] = [];

beforeAll(async () => {
  context = await createTestContext();
  user = await signUp(context.app);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await context.close();
});

/** Serves `app` on a free port of the loopback. */
async function served(app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }): Promise<number> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve((server.address() as AddressInfo).port));
    servers.push(server);
  });
}

/** POSTs a message to send-message-stream over a real connection; the response as it starts. */
function postStream(port: number, conversationId: string, text: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ conversation_id: conversationId, message_text: text });
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/conversations/send-message-stream/',
        headers: { Authorization: `Bearer ${user.access}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function textOf(response: IncomingMessage): Promise<string> {
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response) {
    text += chunk as string;
  }
  return text;
}

/** Headers that differ from one answer to the next. */
const VARYING = new Set(['date', 'x-request-id', 'ratelimit-remaining', 'ratelimit-reset', 'transfer-encoding', 'connection', 'keep-alive']);

function steadyHeaders(entries: Iterable<[string, string | string[] | undefined]>): Record<string, string> {
  return Object.fromEntries([...entries].filter(([name]) => !VARYING.has(name.toLowerCase())).map(([name, value]) => [name.toLowerCase(), String(value)]));
}

describe('send-message-stream served by node-server', () => {
  it('sends the headers and events of the web stream, every middleware’s headers included', async () => {
    const port = await served(context.app);
    const viaNode = await postStream(port, await createConversation(context.app, user), 'Hola, ¿qué tal?', { 'X-Request-Id': 'node-stream-1', 'Idempotency-Key': 'node-stream-key-1' });
    const nodeText = await textOf(viaNode);
    const viaWeb = await context.app.request('/api/v1/conversations/send-message-stream/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.access}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'node-stream-key-2' },
      body: JSON.stringify({ conversation_id: await createConversation(context.app, user), message_text: 'Hola, ¿qué tal?' }),
    });
    const webText = await viaWeb.text();

    expect(viaNode.statusCode).toBe(200);
    expect(viaNode.headers['x-request-id']).toBe('node-stream-1');
    expect(viaNode.headers['transfer-encoding']).toBe('chunked');
    expect(viaNode.headers['ratelimit-limit']).toBeDefined();
    expect(steadyHeaders(Object.entries(viaNode.headers))).toEqual(steadyHeaders(viaWeb.headers.entries()));
    expect(viaNode.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(viaNode.headers['cache-control']).toBe('no-cache, no-transform');
    expect(viaNode.headers['content-security-policy']).toBeDefined();

    // Events only, as `data: {json}` blocks; the same ones in the same order as the web stream's.
    expect(nodeText).toMatch(/^(data: \{.*\}\n\n)+$/);
    // The review races the reply's end: it comes once, anywhere before stream_end.
    const types = (text: string) => parseEventStream(text).events.map((event) => event.type);
    const spec = (text: string) => types(text).filter((type) => type !== 'message_review');
    expect(spec(nodeText)).toEqual(spec(webText));
    expect(spec(nodeText)).toEqual(['user_message', 'ai_message_start', 'ai_message_chunk', 'ai_message_complete', 'stream_end']);
    expect(types(nodeText).filter((type) => type === 'message_review')).toHaveLength(1);
    expect(types(nodeText).indexOf('message_review')).toBeLessThan(types(nodeText).length - 1);
  });

  it('sends a `: ping` after each silence of heartbeatMs', async () => {
    const tutor: TutorEngine = {
      name: 'thoughtful',
      async *generate() {
        await new Promise((resolve) => setTimeout(resolve, 120));
        yield 'Hola.';
      },
    };
    const app = context.withDeps({ tutor, config: { ...context.deps.config, heartbeatMs: 30 } });
    const port = await served(app);
    const { comments, events } = parseEventStream(await textOf(await postStream(port, await createConversation(app, user), 'Hola')));
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments.every((comment) => comment === ': ping')).toBe(true);
    expect(events.at(-1)?.type).toBe('stream_end');
  });

  it('stops the tutor when the client leaves mid-reply, keeping the partial reply marked failed', async () => {
    let aborted!: () => void;
    const tutorStopped = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    const tutor: TutorEngine = {
      name: 'writes-until-aborted',
      async *generate(_request, signal) {
        yield 'Érase una vez ';
        await new Promise<never>((_resolve, reject) => {
          signal.addEventListener(
            'abort',
            () => {
              aborted();
              reject(signal.reason);
            },
            { once: true },
          );
        });
      },
    };
    const app = context.withDeps({ tutor });
    const port = await served(app);
    const response = await postStream(port, await createConversation(app, user), 'Cuéntame una historia larga.');
    response.setEncoding('utf8');
    let received = '';
    for await (const chunk of response) {
      received += chunk as string;
      if (received.includes('ai_message_chunk')) {
        break;
      }
    }
    response.destroy();
    await tutorStopped;
    const start = parseEventStream(received).events.find((event) => event.type === 'ai_message_start');
    const id = start?.type === 'ai_message_start' ? start.data.id : '';
    for (let tries = 0; tries < 200; tries += 1) {
      const [row] = await context.deps.db.select().from(messages).where(eq(messages.id, id));
      if (row?.status !== 'processing') {
        expect(row).toMatchObject({ status: 'failed', messageText: 'Érase una vez ' });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the reply was never marked failed');
  });

  it('answers a refusal before the stream as JSON, as before', async () => {
    const port = await served(context.app);
    const response = await postStream(port, await createConversation(context.app, user), '   ');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(await textOf(response))).toMatchObject({ field_errors: { message_text: ['Message cannot be empty'] } });
  });
});
