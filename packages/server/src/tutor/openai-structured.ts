import { z } from 'zod';
import { ChatCompletionsHttpError, type ChatCompletionsPost } from './openai-chat.js';
import { TutorEngineError } from './tutor-engine.js';

/** HTTP statuses with which servers refuse an option they do not support (then JSON mode is tried). */
const REFUSED_OPTION_STATUSES = new Set([400, 404, 415, 422, 501]);

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Reads a model's content as JSON, also when wrapped in a Markdown code fence; undefined when it is not JSON. */
export function parseJsonContent(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  try {
    return JSON.parse(fenced?.[1] ?? content);
  } catch {
    return undefined;
  }
}

/** The JSON schema of a zod object, as `response_format.json_schema.schema` carries it. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  return rest;
}

/**
 * Asks an OpenAI-compatible endpoint for an answer shaped by `schema`: structured output (`response_format: json_schema`),
 * or JSON mode once the server refused that (remembered). Resolves the validated answer, or undefined when the model's
 * answer does not fit; rejects when the endpoint fails.
 */
export function structuredCompletion<T extends z.ZodType>(post: ChatCompletionsPost, name: string, schema: T) {
  const jsonSchemaFormat = { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchemaOf(schema) } };
  let jsonSchemaRefused = false;

  async function ask(body: object, signal: AbortSignal): Promise<Response> {
    if (!jsonSchemaRefused) {
      try {
        return await post({ ...body, response_format: jsonSchemaFormat }, signal);
      } catch (error) {
        if (!(error instanceof ChatCompletionsHttpError) || !REFUSED_OPTION_STATUSES.has(error.status)) {
          throw error;
        }
        jsonSchemaRefused = true;
      }
    }
    return post({ ...body, response_format: { type: 'json_object' } }, signal);
  }

  return async (body: object, signal: AbortSignal): Promise<z.output<T> | undefined> => {
    const response = await ask({ stream: false, temperature: 0, ...body }, signal);
    const answered = completion.safeParse(await response.json().catch(() => undefined));
    if (!answered.success) {
      throw new TutorEngineError(`The tutor endpoint sent an unexpected ${name} response.`);
    }
    const parsed = schema.safeParse(parseJsonContent(answered.data.choices[0]?.message.content ?? ''));
    return parsed.success ? parsed.data : undefined;
  };
}
