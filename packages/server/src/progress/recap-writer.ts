import { z } from 'zod';
import { LANGUAGE_NAMES, type SessionRecap } from '@parla/contract';
import type { ServerConfig } from '../config.js';
import { chatCompletions, type OpenAiEndpointOptions } from '../tutor/openai-chat.js';

/** The prose a model writes for a recap, in the learner's native language. */
export const recapProse = z.object({
  summary: z.string().trim().min(1).max(600),
  went_well_text: z.string().trim().min(1).max(600),
  focus_text: z.string().trim().min(1).max(600),
});
/** One recap's prose. */
export type RecapProse = z.infer<typeof recapProse>;

/** Writes a recap's prose from its figures; rejects when it cannot (the rule-made recap then stands). */
export interface RecapWriter {
  write(recap: SessionRecap, signal: AbortSignal): Promise<RecapProse>;
}

/** The first line of the recap request's user message (lets a test endpoint tell it from other requests). */
export const RECAP_REQUEST_MARK = 'SESSION RECAP DATA';

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

function jsonSchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(recapProse, { target: 'draft-7' }) as Record<string, unknown>;
  return schema;
}

/** The instructions of a recap. */
export function recapPrompt(recap: SessionRecap): string {
  const native = LANGUAGE_NAMES[recap.native_language].name;
  const target = LANGUAGE_NAMES[recap.target_language].name;
  return [
    `You write the end-of-session recap of a learner of ${target}, in ${native}, speaking to the learner ("you").`,
    'Use only the figures and examples in the data; never invent a number or a mistake. Quote the learner\'s own examples as wrong → right.',
    'Answer JSON with: summary (one or two sentences: time, messages, words), went_well_text (one or two sentences naming specifically what went well),',
    'focus_text (one sentence: the single thing to practise next time, with one of the learner\'s own examples when there is one).',
  ].join(' ');
}

/**
 * The recap writer of the configured model (PARLA_TUTOR_URL): a structured-output request (`json_schema`, JSON mode
 * when refused), validated with {@link recapProse}. Null without a configured model.
 */
export function createModelRecapWriter(options: OpenAiEndpointOptions): RecapWriter {
  const post = chatCompletions(options);
  return {
    async write(recap, signal) {
      const { summary: _s, went_well_text: _w, focus_text: _f, ...figures } = recap;
      const body = {
        stream: false,
        temperature: 0.3,
        max_tokens: 600,
        messages: [
          { role: 'system', content: recapPrompt(recap) },
          { role: 'user', content: `${RECAP_REQUEST_MARK}\n${JSON.stringify(figures)}` },
        ],
      };
      let response: Response;
      try {
        response = await post({ ...body, response_format: { type: 'json_schema', json_schema: { name: 'session_recap', strict: true, schema: jsonSchema() } } }, signal);
      } catch (error) {
        if (signal.aborted) {
          throw error;
        }
        response = await post({ ...body, response_format: { type: 'json_object' } }, signal);
      }
      const answered = completion.parse(await response.json());
      const content = answered.choices[0]?.message.content ?? '';
      const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
      return recapProse.parse(JSON.parse(fenced?.[1] ?? content));
    },
  };
}

const writers = new WeakMap<ServerConfig, RecapWriter | null>();

/** The recap writer of a configuration: the configured model, or null (rules only). Built once per configuration. */
export function recapWriterForConfig(config: ServerConfig): RecapWriter | null {
  if (!writers.has(config)) {
    writers.set(config, config.tutorUrl ? createModelRecapWriter({ url: config.tutorUrl, model: config.tutorModel, key: config.tutorKey }) : null);
  }
  return writers.get(config) ?? null;
}
