import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod';
import { LANGUAGE_NAMES } from '@parla/contract';
import { chatCompletions, type OpenAiEndpointOptions } from './openai-chat.js';
import { createModelSummariser } from './openai-summary.js';
import { buildWelcomeInstruction } from './system-prompt.js';
import {
  TutorEngineError,
  type TranslateRequest,
  type TranslateResult,
  type TutorEngine,
  type TutorRequest,
  type WelcomeRequest,
} from './tutor-engine.js';

/** Longest reply the model may write, in tokens: a tutor's turn is a few sentences. */
export const REPLY_MAX_TOKENS = 600;

/** Longest translation the model may write, in tokens (a message is at most 4000 characters). */
export const TRANSLATION_MAX_TOKENS = 2000;

/** Options of the OpenAI-compatible engine. */
export interface OpenAiEngineOptions extends OpenAiEndpointOptions {
  /** Longest reply, in tokens (`max_tokens`). Default {@link REPLY_MAX_TOKENS}. */
  maxTokens?: number;
}

const streamChunk = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().optional(), finish_reason: z.string().nullish() }))
    .default([]),
});
const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** A tutor backed by any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp, LM Studio). */
export function createOpenAiEngine(options: OpenAiEngineOptions): TutorEngine {
  const post = chatCompletions(options);
  const maxTokens = options.maxTokens ?? REPLY_MAX_TOKENS;
  const summarise = createModelSummariser(post);

  /** One non-streamed answer's text; a TutorEngineError when it is missing. */
  async function complete(body: object, signal: AbortSignal, what: string): Promise<string> {
    const response = await post({ stream: false, ...body }, signal);
    const parsed = completion.safeParse(await response.json().catch(() => undefined));
    const text = parsed.success ? (parsed.data.choices[0]?.message.content.trim() ?? '') : '';
    if (text === '') {
      throw new TutorEngineError(`The tutor endpoint sent an unexpected ${what}.`);
    }
    return text;
  }

  return {
    name: `openai-compatible:${options.model}`,

    async *generate(request: TutorRequest, signal: AbortSignal) {
      const response = await post(
        { stream: true, max_tokens: maxTokens, messages: [{ role: 'system', content: request.systemPrompt }, ...request.messages] },
        signal,
      );
      if (!response.body) {
        throw new TutorEngineError('The tutor endpoint sent no body.');
      }
      const reader = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader();
      // A choice with a finish_reason completes the answer: a server that then closes without [DONE] has still answered.
      let finished = false;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            if (finished) {
              return;
            }
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
          const choice = parsed.data.choices[0];
          const content = choice?.delta?.content;
          if (content) {
            yield content;
          }
          if (choice?.finish_reason) {
            finished = true;
          }
        }
      } finally {
        await reader.cancel().catch(() => {});
      }
    },

    async welcome(request: WelcomeRequest, signal: AbortSignal): Promise<string> {
      return complete(
        {
          max_tokens: maxTokens,
          messages: [
            { role: 'system', content: request.systemPrompt },
            { role: 'user', content: `(The learner has just opened the conversation.) ${buildWelcomeInstruction(request)}` },
          ],
        },
        signal,
        'welcome',
      );
    },

    summarise,

    async translate(request: TranslateRequest, signal: AbortSignal): Promise<TranslateResult> {
      const source = request.sourceLanguage ?? 'en';
      const translatedText = await complete(
        {
          max_tokens: TRANSLATION_MAX_TOKENS,
          messages: [
            {
              role: 'system',
              content: `Translate the user's text from ${LANGUAGE_NAMES[source].name} into ${LANGUAGE_NAMES[request.targetLanguage].name}. Reply with the translation only.`,
            },
            { role: 'user', content: request.text },
          ],
        },
        signal,
        'translation',
      );
      return { translatedText, sourceLanguage: source };
    },
  };
}
