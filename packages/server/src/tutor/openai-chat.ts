import { TutorEngineError } from './tutor-engine.js';

/** Where and how to reach an OpenAI-compatible chat-completions endpoint. */
export interface OpenAiEndpointOptions {
  /** Base URL, such as `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  url: string;
  /** Model name. */
  model: string;
  /** Bearer key, when the endpoint needs one. */
  key?: string | undefined;
  /** The fetch to use. Default: the global one. */
  fetch?: typeof fetch;
}

/** A failed answer of the endpoint: its HTTP status and the start of its body, so a caller can tell a refused option. */
export class ChatCompletionsHttpError extends TutorEngineError {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`The tutor endpoint answered HTTP ${status}.`);
    this.name = 'ChatCompletionsHttpError';
  }
}

/** Posts one request body (the model is added) to `{url}/chat/completions`. */
export type ChatCompletionsPost = (body: object, signal: AbortSignal) => Promise<Response>;

/**
 * The POST of an OpenAI-compatible chat-completions endpoint: adds the model and bearer key, throws a
 * {@link TutorEngineError} when the endpoint cannot be reached and a {@link ChatCompletionsHttpError} on an HTTP error.
 */
export function chatCompletions(options: OpenAiEndpointOptions): ChatCompletionsPost {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' };
  if (options.key) {
    headers.Authorization = `Bearer ${options.key}`;
  }
  return async (body, signal) => {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, { method: 'POST', headers, body: JSON.stringify({ model: options.model, ...body }), signal });
    } catch (error) {
      if (signal.aborted) {
        throw error;
      }
      throw new TutorEngineError('The tutor endpoint could not be reached.', { cause: error });
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new ChatCompletionsHttpError(response.status, detail.slice(0, 500));
    }
    return response;
  };
}
