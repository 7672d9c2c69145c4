import { describe, expect, it } from 'vitest';
import { ROUTE_EXAMPLES, listEndpoints } from '@parla/contract';
import { buildOpenApiDocument } from './openapi-document.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test walks a JSON document of any shape
type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;

/** Follows a local `$ref` (`#/components/schemas/Message`) to what it names. */
function resolve(ref: string): Json {
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => node?.[key], document);
}

/** Every `$ref` in a value (deeply). */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item) => refs(item, found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') {
        found.push(item);
      } else {
        refs(item, found);
      }
    }
  }
  return found;
}

describe('the OpenAPI document, as a client generator needs it', () => {
  it('resolves every $ref inside the document', () => {
    const unresolved = refs(document).filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined);
    expect(unresolved).toEqual([]);
  });

  it('names the contract schemas as components, and operations refer to them', () => {
    const schemas = document.components.schemas as Json;
    for (const name of ['Message', 'Conversation', 'ConversationPage', 'User', 'Error', 'SendMessageRequestInput', 'LoginRequestInput']) {
      expect(schemas[name], name).toBeDefined();
    }
    const list = document.paths['/api/v1/conversations/'].get;
    expect(list.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ConversationPage' });
    expect(refs(schemas.ConversationPage)).toContain('#/components/schemas/Conversation');
    const login = document.paths['/api/v1/auth/login/'].post;
    expect(resolve(login.requestBody.content['application/json'].schema.$ref).required).toEqual(['username', 'password']);
  });

  it('describes every operation in words, not by repeating its id', () => {
    for (const endpoint of listEndpoints()) {
      const operation = document.paths[endpoint.path][endpoint.method.toLowerCase()];
      expect(operation.summary.length, endpoint.name).toBeGreaterThan(8);
      expect(operation.summary, endpoint.name).not.toBe(endpoint.name);
      expect(operation.description, endpoint.name).toMatch(/^[A-Z`]/);
    }
  });

  it('documents X-API-Version, Idempotency-Key, Retry-After and the rate-limit headers', () => {
    expect(document.components.parameters.ApiVersion).toMatchObject({ name: 'X-API-Version', in: 'header', schema: { enum: ['v1'] } });
    const send = document.paths['/api/v1/conversations/send-message/'].post;
    expect(send.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(Object.keys(send.responses['429'].headers)).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']));
    for (const endpoint of listEndpoints()) {
      expect(document.paths[endpoint.path][endpoint.method.toLowerCase()].parameters).toContainEqual({ $ref: '#/components/parameters/ApiVersion' });
    }
  });

  it('gives every parameter of every operation an example (paging, search, filters, path ids, headers)', () => {
    const missing: string[] = [];
    for (const endpoint of listEndpoints()) {
      for (const parameter of document.paths[endpoint.path][endpoint.method.toLowerCase()].parameters as Json[]) {
        const resolved = parameter.$ref ? resolve(parameter.$ref as string) : parameter;
        if (resolved.example === undefined) {
          missing.push(`${endpoint.name} ${resolved.in} ${resolved.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
    const list = document.paths['/api/v1/conversations/'].get.parameters as Json[];
    expect(list.find((parameter) => parameter.name === 'limit')).toMatchObject({ in: 'query', example: 20 });
  });

  it('carries the contract\'s examples: a request for each body, a response (or a stream\'s events) for each call, the error bodies', () => {
    for (const endpoint of listEndpoints()) {
      const operation = document.paths[endpoint.path][endpoint.method.toLowerCase()];
      if (endpoint.body) {
        expect(operation.requestBody.content['application/json'].example, endpoint.name).toEqual((ROUTE_EXAMPLES[endpoint.name] as Json).request);
      }
      const [status, success] = Object.entries(operation.responses as Json)[0]!;
      expect(status, endpoint.name).toMatch(/^20[01]$/);
      const example = Object.values(success.content as Json)[0].example;
      expect(example, endpoint.name).toBeTruthy();
      if (endpoint.stream) {
        expect(example.split('\n\n').filter(Boolean).map((line: string) => JSON.parse(line.replace(/^data: /, '')).type).at(-1)).toBe('stream_end');
      }
      expect(operation.responses['400'].content['application/json'].example.code, endpoint.name).toBe('validation_failed');
    }
  });
});
