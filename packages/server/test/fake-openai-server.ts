import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake endpoint received. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    messages: Array<{ role: string; content: string }>;
  };
}

/** A local OpenAI-compatible chat-completions endpoint speaking the real streaming protocol. */
export interface FakeOpenAiServer {
  url: string;
  received: ReceivedRequest[];
  /** The requests that asked for a review (structured output that is not a running summary). */
  reviewRequests(): ReceivedRequest[];
  /** The streamed reply requests. */
  replyRequests(): ReceivedRequest[];
  close(): Promise<void>;
}

/** How the fake answers a structured-output request (one with `response_format`), i.e. a review. */
export interface FakeReviewOptions {
  /**
   * The answer's content: an object (sent as its JSON text), a string (sent as it is: malformed answers), or a function
   * of the learner's text (the last user message). Default: no corrections.
   */
  answer?: object | string | ((learnerText: string) => object | string);
  /** Wait before answering, in ms. Default 0. */
  delayMs?: number;
  /** Refuse `response_format: json_schema` with HTTP 400, as servers without structured output do (JSON mode works). */
  refuseJsonSchema?: boolean;
  /** Answer every review with this HTTP status instead. */
  status?: number;
}

/** What the fake answers. */
export interface FakeOpenAiOptions {
  /** The streamed reply, chunk by chunk. */
  chunks: string[];
  /**
   * `ok`: chunks, a finish_reason, then [DONE]; `http-error`: HTTP 500 to everything; `cut`: the stream ends after the
   * chunks with no finish_reason and no [DONE]; `no-done`: the finish_reason comes, then the stream ends without [DONE].
   */
  mode?: 'ok' | 'http-error' | 'cut' | 'no-done';
  /** The answer to a plain non-streaming request (a translation). */
  translation?: string;
  /** How structured-output requests (reviews) are answered. */
  review?: FakeReviewOptions;
  /** Wait before each chunk of the streamed reply, in ms. Default 0. */
  chunkDelayMs?: number;
  /** The answer to a welcome request (non-streamed, its user message starts "(The learner has just opened"); default: `translation`. */
  welcome?: string;
  /**
   * The content answered to a running-summary request (structured output whose system prompt keeps "the running
   * summary"): a string sent as it is (malformed answers), or a function of the request's user message. Default:
   * `{"summary": "Summary of N turns."}`.
   */
  summary?: string | ((input: string) => string);
}

/** Whether a request asks for a conversation's running summary. */
export function isSummaryRequest(body: ReceivedRequest['body']): boolean {
  return body.messages[0]?.role === 'system' && body.messages[0].content.includes('running summary');
}

/** Whether a request asks for the tutor's first message. */
export function isWelcomeRequest(body: ReceivedRequest['body']): boolean {
  return !body.stream && (body.messages.at(-1)?.content.startsWith('(The learner has just opened') ?? false);
}

function answerSummary(body: ReceivedRequest['body'], summary: FakeOpenAiOptions['summary'], response: ServerResponse): void {
  const input = body.messages.at(-1)?.content ?? '';
  const turns = input.split('\n').filter((line) => /^(Learner|Tutor): /.test(line)).length;
  const content = typeof summary === 'function' ? summary(input) : (summary ?? JSON.stringify({ summary: `Summary of ${turns} turns.` }));
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(completionBody(content));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
  }
  return text;
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function completionBody(content: string): string {
  return JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
}

async function answerReview(body: ReceivedRequest['body'], review: FakeReviewOptions, response: ServerResponse): Promise<void> {
  await delay(review.delayMs ?? 0);
  if (review.status) {
    response.writeHead(review.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'review failed' } }));
    return;
  }
  if (review.refuseJsonSchema && body.response_format?.type === 'json_schema') {
    response.writeHead(400, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { message: "response_format type 'json_schema' is not supported", type: 'invalid_request_error' } }));
    return;
  }
  const learnerText = body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  const chosen = typeof review.answer === 'function' ? review.answer(learnerText) : (review.answer ?? { corrections: [], better_phrasing: null });
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(completionBody(typeof chosen === 'string' ? chosen : JSON.stringify(chosen)));
}

/** Starts the fake on 127.0.0.1 (port 0); see {@link FakeOpenAiOptions} for what it answers. */
export async function startFakeOpenAi(options: FakeOpenAiOptions): Promise<FakeOpenAiServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then(async (text) => {
      const body = JSON.parse(text) as ReceivedRequest['body'];
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      if (options.mode === 'http-error') {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      if (body.response_format && isSummaryRequest(body)) {
        answerSummary(body, options.summary, response);
        return;
      }
      if (body.response_format) {
        await answerReview(body, options.review ?? {}, response);
        return;
      }
      if (!body.stream) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(completionBody((isWelcomeRequest(body) ? options.welcome : undefined) ?? options.translation ?? ''));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      const frame = (delta: object) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
      response.write(frame({ role: 'assistant', content: '' }));
      for (const chunk of options.chunks) {
        await delay(options.chunkDelayMs ?? 0);
        response.write(frame({ content: chunk }));
      }
      if (options.mode === 'cut') {
        response.end();
        return;
      }
      response.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      if (options.mode === 'no-done') {
        response.end();
        return;
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    reviewRequests: () => received.filter((request) => request.body.response_format !== undefined && !isSummaryRequest(request.body)),
    replyRequests: () => received.filter((request) => request.body.stream),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
