import { z } from 'zod';
import { listEndpoints, errorBody } from '@parla/contract';
import { SERVER_VERSION } from '../version.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

function tagOf(name: string): string {
  return name.split('.')[0] ?? name;
}

function successStatus(name: string): string {
  return ['auth.register', 'conversations.create', 'conversations.sendMessage', 'support.report', 'support.feedback'].includes(name) ? '201' : '200';
}

/** The OpenAPI 3.1 document of the v1 API, generated from the contract's route table and schemas. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  for (const endpoint of listEndpoints()) {
    const parameters: unknown[] = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (endpoint.query) {
      const query = jsonSchema(endpoint.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    const responseContent = endpoint.stream
      ? { 'text/event-stream': { schema: jsonSchema(endpoint.response, 'output') } }
      : { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } };
    const operation: Record<string, unknown> = {
      operationId: endpoint.name,
      tags: [tagOf(endpoint.name)],
      summary: endpoint.name,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } } : {}),
      responses: {
        [successStatus(endpoint.name)]: {
          description: endpoint.stream ? 'A stream of `data: {json}` events' : 'Success',
          content: responseContent,
        },
        default: error,
      },
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : { security: [] }),
      ...(endpoint.auth === 'admin' ? { 'x-admin-only': true } : {}),
    };
    paths[endpoint.path] ??= {};
    const pathItem = paths[endpoint.path];
    if (pathItem) {
      pathItem[endpoint.method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parla API',
      version: SERVER_VERSION,
      description: 'The v1 API of Parla, an AI language tutor. Every call takes and returns JSON except send-message-stream, which answers with server-sent events.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
