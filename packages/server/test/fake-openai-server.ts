import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake endpoint received. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}

/** A local OpenAI-compatible chat-completions endpoint speaking the real streaming protocol. */
export interface FakeOpenAiServer {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
  }
  return text;
}

/** Starts the fake on 127.0.0.1 (port 0). `mode` picks a reply: chunks then [DONE], an HTTP 500, or a stream cut short. */
export async function startFakeOpenAi(options: { chunks: string[]; mode?: 'ok' | 'http-error' | 'cut'; translation?: string }): Promise<FakeOpenAiServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as ReceivedRequest['body'];
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      if (options.mode === 'http-error') {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      if (!body.stream) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: options.translation ?? '' }, finish_reason: 'stop' }] }));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      const frame = (delta: object) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
      response.write(frame({ role: 'assistant', content: '' }));
      for (const chunk of options.chunks) {
        response.write(frame({ content: chunk }));
      }
      if (options.mode === 'cut') {
        response.end();
        return;
      }
      response.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
