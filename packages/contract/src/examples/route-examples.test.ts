import { describe, expect, it } from 'vitest';
import { listEndpoints } from '../endpoints.js';
import { errorBody } from '../schemas/errors.js';
import { ERROR_EXAMPLES, ROUTE_EXAMPLES } from './route-examples.js';

/** Zod's issues of a value against a schema, as `path: message` lines (empty when it parses). */
function issues(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the route examples', () => {
  it('cover every call: a request for each call with a body, a response (or a stream\'s events) for each', () => {
    for (const endpoint of listEndpoints()) {
      const example = ROUTE_EXAMPLES[endpoint.name] as Record<string, unknown> | undefined;
      expect(example, endpoint.name).toBeDefined();
      expect('request' in example!, endpoint.name).toBe(endpoint.body !== undefined);
      expect(Object.keys(example!).filter((key) => !['request', 'query', 'path'].includes(key)), endpoint.name).toEqual([endpoint.stream ? 'events' : 'response']);
    }
    expect(Object.keys(ROUTE_EXAMPLES).sort()).toEqual(listEndpoints().map((endpoint) => endpoint.name).sort());
  });

  it('each parse with the schema of their call', () => {
    const failures: Record<string, string[]> = {};
    for (const endpoint of listEndpoints()) {
      const example = ROUTE_EXAMPLES[endpoint.name] as { request?: unknown; response?: unknown; events?: unknown[] };
      const found = [
        ...(endpoint.body ? issues(endpoint.body, example.request).map((issue) => `request ${issue}`) : []),
        ...(endpoint.stream
          ? (example.events ?? []).flatMap((event, index) => issues(endpoint.response, event).map((issue) => `event ${index} ${issue}`))
          : issues(endpoint.response, example.response).map((issue) => `response ${issue}`)),
      ];
      if (found.length > 0) {
        failures[endpoint.name] = found;
      }
    }
    expect(failures).toEqual({});
  });

  it('give every query parameter of a call a value that parses, and every {name} of its path one', () => {
    const missing: string[] = [];
    for (const endpoint of listEndpoints()) {
      const example = ROUTE_EXAMPLES[endpoint.name] as { query?: Record<string, unknown>; path?: Record<string, string> };
      const parameters = endpoint.query ? Object.keys((endpoint.query as unknown as { shape: object }).shape) : [];
      missing.push(...parameters.filter((name) => example.query?.[name] === undefined).map((name) => `${endpoint.name} ?${name}`));
      if (endpoint.query) {
        missing.push(...issues(endpoint.query, example.query).map((issue) => `${endpoint.name} query ${issue}`));
      } else if (example.query) {
        missing.push(`${endpoint.name} has a query example but no query`);
      }
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      expect(Object.keys(example.path ?? {}).sort(), endpoint.name).toEqual([...names].sort());
      missing.push(...names.filter((name) => !example.path?.[name]).map((name) => `${endpoint.name} {${name}}`));
    }
    expect(missing).toEqual([]);
  });

  it('show a stream in its order, ending with stream_end', () => {
    const events = ROUTE_EXAMPLES['conversations.sendMessageStream'].events.map((event) => event.type);
    expect(events[0]).toBe('user_message');
    expect(events.at(-1)).toBe('stream_end');
  });

  it('include the error body of each failure status', () => {
    for (const [status, example] of Object.entries(ERROR_EXAMPLES)) {
      expect(issues(errorBody, example), status).toEqual([]);
    }
  });
});
