import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod';
import { LANGUAGE_NAMES } from '@parla/contract';
import { TutorEngineError, type TranslateRequest, type TranslateResult, type TutorEngine, type TutorRequest } from './tutor-engine.js';

/** Options of the OpenAI-compatible engine. */
export interface OpenAiEngineOptions {
  /** Base URL, such as `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  url: string;
  /** Model name. */
  model: string;
  /** Bearer key, when the endpoint needs one. */
  key?: string | undefined;
  /** The fetch to use. Default: the global one. */
  fetch?: typeof fetch;
}

const streamChunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().optional() })).default([]),
});
const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** A tutor backed by any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp, LM Studio). */
export function createOpenAiEngine(options: OpenAiEngineOptions): TutorEngine {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  if (options.key) {
    headers.Authorization = `Bearer ${options.key}`;
  }

  async function post(body: object, signal: AbortSignal): Promise<Response> {
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
      throw new TutorEngineError(`The tutor endpoint answered HTTP ${response.status}.`);
    }
    return response;
  }

  return {
    name: `openai-compatible:${options.model}`,

    async *generate(request: TutorRequest, signal: AbortSignal) {
      const response = await post(
        { stream: true, messages: [{ role: 'system', content: request.systemPrompt }, ...request.messages] },
        signal,
      );
      if (!response.body) {
        throw new TutorEngineError('The tutor endpoint sent no body.');
      }
      const reader = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            throw new TutorEngineError('The tutor endpoint closed the stream before [DONE].');
          }
          if (value.data.trim() === '[DONE]') {
            return;
          }
          let json: unknown;
          try {
            json = JSON.parse(value.data);
          } catch (error) {
            throw new TutorEngineError('The tutor endpoint sent an event that is not JSON.', { cause: error });
          }
          const parsed = streamChunk.safeParse(json);
          if (!parsed.success) {
            throw new TutorEngineError('The tutor endpoint sent an unexpected event.');
          }
          const content = parsed.data.choices[0]?.delta?.content;
          if (content) {
            yield content;
          }
        }
      } finally {
        await reader.cancel().catch(() => {});
      }
    },

    async translate(request: TranslateRequest, signal: AbortSignal): Promise<TranslateResult> {
      const source = request.sourceLanguage ?? 'en';
      const response = await post(
        {
          stream: false,
          messages: [
            {
              role: 'system',
              content: `Translate the user's text from ${LANGUAGE_NAMES[source].name} into ${LANGUAGE_NAMES[request.targetLanguage].name}. Reply with the translation only.`,
            },
            { role: 'user', content: request.text },
          ],
        },
        signal,
      );
      const parsed = completion.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        throw new TutorEngineError('The tutor endpoint sent an unexpected translation.');
      }
      return { translatedText: parsed.data.choices[0]?.message.content.trim() ?? '', sourceLanguage: source };
    },
  };
}
