import { z } from 'zod';
import * as contract from '@parla/contract';
import { ERROR_EXAMPLES, IDEMPOTENT_ROUTES, ROUTE_DESCRIPTIONS, ROUTE_EXAMPLES, listEndpoints, type RouteName } from '@parla/contract';
import { SERVER_VERSION } from '../version.js';

type JsonSchema = Record<string, unknown>;

/** Where components live in the document. */
const COMPONENTS = '#/components/schemas/';

/** Calls answering 201 Created. */
const CREATED: ReadonlySet<RouteName> = new Set<RouteName>(['auth.register', 'conversations.create', 'conversations.sendMessage', 'support.report', 'support.feedback']);

/** `conversationPage` → `ConversationPage`. */
function componentName(exportName: string): string {
  return exportName.charAt(0).toUpperCase() + exportName.slice(1);
}

/**
 * Every object schema the contract exports, named after its export: generated clients get `Message`, `Conversation`,
 * `SendMessageRequest`… instead of anonymous types. Field schemas (ids, timestamps, enums) stay inline.
 */
function contractRegistry(): { registry: z.core.$ZodRegistry<{ id: string }>; names: Map<z.ZodType, string> } {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(contract)) {
    if (value instanceof z.ZodObject && !names.has(value)) {
      const name = exportName === 'errorBody' ? 'Error' : componentName(exportName);
      registry.add(value, { id: name });
      names.set(value, name);
    }
  }
  return { registry, names };
}

/** Drops the JSON Schema dialect and `$id` zod writes into each component (the document's dialect applies). */
function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/** Renames every `$ref` in a schema (deeply). */
function mapRefs(schema: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(schema)) {
    return schema.map((item) => mapRefs(item, rename));
  }
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? rename(value) : mapRefs(value, rename)]),
    );
  }
  return schema;
}

/** The `$ref` names a schema uses (deeply). */
function refsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    schema.forEach((item) => refsOf(item, found));
  } else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)) {
        found.add(value.slice(COMPONENTS.length));
      } else {
        refsOf(value, found);
      }
    }
  }
  return found;
}

/**
 * The components of both directions: responses as the server writes them (`io: output`), and request bodies and
 * queries as a client sends them (`io: input`: fields with defaults optional), named `…Input` where they differ.
 */
function buildComponents() {
  const { registry, names } = contractRegistry();
  const output = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: (id) => `${COMPONENTS}${id}` }).schemas as Record<string, JsonSchema>;
  const input = z.toJSONSchema(registry, { io: 'input', unrepresentable: 'any', uri: (id) => `${COMPONENTS}${id}Input` }).schemas as Record<string, JsonSchema>;
  const schemas: Record<string, JsonSchema> = Object.fromEntries(Object.entries(output).map(([name, schema]) => [name, bare(schema)]));
  /** The name of a schema's input form, added to the components (with what it refers to) when first asked for. */
  const inputName = (name: string): string => {
    const wanted = `${name}Input`;
    if (!schemas[wanted]) {
      const schema = bare(input[name]!);
      schemas[wanted] = schema;
      for (const ref of refsOf(schema)) {
        inputName(ref.replace(/Input$/, ''));
      }
    }
    return wanted;
  };
  return { schemas, names, registry, inputName };
}

/** A request or response schema: a `$ref` to its component, or inline with references to components. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: ReturnType<typeof buildComponents>): JsonSchema {
  const named = components.names.get(schema);
  if (named) {
    return { $ref: `${COMPONENTS}${io === 'input' ? components.inputName(named) : named}` };
  }
  const { $defs, ...inline } = bare(z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: components.registry }) as JsonSchema);
  const defined = new Set(Object.keys(($defs as Record<string, unknown> | undefined) ?? {}));
  return mapRefs(inline, (ref) => {
    const name = ref.replace('#/$defs/', '');
    return defined.has(name) ? `${COMPONENTS}${io === 'input' ? components.inputName(name) : name}` : ref;
  }) as JsonSchema;
}

/** The headers every response may carry, and those of a refused (429) one. */
const RESPONSE_HEADERS = {
  'X-Request-Id': { description: 'The id of this request (the caller’s own when it sent a well-formed one): quote it to support.', schema: { type: 'string' } },
};
const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  'RateLimit-Limit': { description: 'Requests allowed in the window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};

/** A stream's example events as the `text/event-stream` body carries them, one `data:` line each. */
function eventStreamText(events: readonly unknown[]): string {
  return events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
}

/** The OpenAPI 3.1 document of the v1 API, generated from the contract's route table, schemas and descriptions. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const components = buildComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  const error = (status: keyof typeof ERROR_EXAMPLES, description: string, headers?: Record<string, unknown>) => ({
    description,
    headers: { ...RESPONSE_HEADERS, ...headers },
    content: { 'application/json': { schema: { $ref: `${COMPONENTS}Error` }, example: ERROR_EXAMPLES[status] } },
  });
  for (const endpoint of listEndpoints()) {
    // The contract's examples, parsed by its tests: a body's request, the query's and path's parameters, a response, or
    // a stream's events in order.
    const example = ROUTE_EXAMPLES[endpoint.name] as {
      request?: unknown;
      query?: Record<string, unknown>;
      path?: Record<string, string>;
      response?: unknown;
      events?: readonly unknown[];
    };
    const parameters: unknown[] = [
      { $ref: '#/components/parameters/ApiVersion' },
      ...[...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' }, example: example.path?.[name!] })),
    ];
    if (endpoint.query) {
      const query = z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema, example: example.query?.[name] });
      }
    }
    if (IDEMPOTENT_ROUTES.has(endpoint.name)) {
      parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
    }
    const description = ROUTE_DESCRIPTIONS[endpoint.name];
    const operation: Record<string, unknown> = {
      operationId: endpoint.name,
      tags: [endpoint.name.split('.')[0]],
      summary: description.replace(/`/g, '').replace(/\s*\([^)]*\)/g, '').split(/[.:;](?:\s|$)/)[0]!,
      description,
      parameters,
      ...(endpoint.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input', components), example: example.request } } } }
        : {}),
      responses: {
        [CREATED.has(endpoint.name) ? '201' : '200']: {
          description: endpoint.stream
            ? 'Server-sent events, one JSON event per `data:` line (`user_message`, `ai_message_start`, `ai_message_chunk`, `ai_message_complete`, `stream_end`, and the additive `message_review`).'
            : 'Success.',
          headers: RESPONSE_HEADERS,
          content: endpoint.stream
            ? { 'text/event-stream': { schema: schemaOf(endpoint.response, 'output', components), example: eventStreamText(example.events ?? []) } }
            : { 'application/json': { schema: schemaOf(endpoint.response, 'output', components), example: example.response } },
        },
        '400': error(400, 'The request is not valid: `field_errors` names each field with its message.'),
        ...(endpoint.auth ? { '401': error(401, 'Not signed in, or the access token expired: refresh it and try again.') } : {}),
        '429': error(429, 'Too many requests, or a quota is used up (`code`: `rate_limited` or `quota_exceeded`).', RATE_LIMIT_HEADERS),
        default: error('default', 'Any other failure, in the same shape (`code`, `message`, `request_id`).'),
      },
      security: endpoint.auth ? [{ bearer: [] }] : [],
      ...(endpoint.auth === 'admin' ? { 'x-admin-only': true } : {}),
    };
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parla API',
      version: SERVER_VERSION,
      description:
        'The v1 API of Parla, an AI language tutor. Every call takes and returns JSON except the message streams, which answer with server-sent events. Send `X-API-Version: v1` (another version is refused with 400); failed calls answer the `Error` shape.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components.schemas,
      parameters: {
        ApiVersion: {
          name: 'X-API-Version',
          in: 'header',
          required: false,
          description: 'The API version the client speaks. Only `v1` is accepted; absent means v1.',
          schema: { type: 'string', enum: ['v1'] },
          example: 'v1',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A key the client makes once per intended action and sends again on every retry: a repeat with the same key and body is answered from the first request (`Idempotent-Replayed: true`) and never done twice; with another body, 422.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          example: '5f0c2a9e-4b1d-4c7a-9e3f-8d2b6a1c0e47',
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
