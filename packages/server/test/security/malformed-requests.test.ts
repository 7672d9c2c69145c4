import { ENDPOINTS, ROUTES, type RouteName } from '@parla/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_EMAIL, call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let learner: TestUser;
let admin: TestUser;
let conversationId: string;
let messageId: string;
let partnerKey: string;

beforeAll(async () => {
  context = await createTestContext();
  learner = await signUp(context.app, 'fuzz-learner@parla.test');
  admin = await signUp(context.app, ADMIN_EMAIL);
  conversationId = await createConversation(context.app, learner);
  const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', {
    token: learner.access,
    body: { conversation_id: conversationId, message_text: 'Hola' },
  });
  messageId = sent.body.user_message.id as string;
  const key = await call(context.app, 'POST', '/api/v1/admin/partner-keys/', { token: admin.access, body: { partner: 'Fuzz school', allowed_origins: [] } });
  partnerKey = key.body.key as string;
});

afterAll(async () => {
  await context.close();
});

/** Calls that end the caller's session or account: each gets a learner of its own, so the others keep theirs. */
const SESSION_ENDING: RouteName[] = ['auth.logout', 'auth.deleteAccount', 'user.deleteAccount'];

/** Values that break a field's type, range, encoding or size. */
const BAD_VALUES: unknown[] = [null, true, -1, 1e308, '', 'abc\u0000def', '\ud800', 'x'.repeat(100_000), [1, 'two', null], { $gt: '' }, "' OR 1=1 --"];

/** Whole bodies that are not the JSON object a call takes, sent as `application/json`. */
const BAD_BODIES: Array<[string, string | Uint8Array]> = [
  ['truncated object', '{"a": '],
  ['trailing garbage', '{}}'],
  ['bare string', '"text"'],
  ['huge number', '1e400'],
  ['null', 'null'],
  ['array of objects', '[{}]'],
  ['NaN literal', '{"a": NaN}'],
  ['deeply nested arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['deeply nested objects', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d])],
  ['prototype keys', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'],
];

/** Content types a JSON body may arrive with that are not JSON (or not quite). */
const BAD_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', ''];

/** Query strings with wrong types, out-of-range numbers, bad encodings, repeats and unknown names. */
const BAD_QUERIES = [
  'limit=-1',
  'limit=1e309',
  'limit=NaN',
  'offset=-5',
  'offset=99999999999999999999999',
  'limit=1&limit=2',
  'ordering=sideways',
  'before=%00',
  'before=%ZZ',
  'period=century',
  `search=${'x'.repeat(5_000)}`,
  'unknown=1',
];

/** Path parameter values: bad percent-encodings, NUL, traversal, numbers, sizes. */
const BAD_PARAMS = ['%ZZ', '%00', '%ED%A0%80', '..', '-1', '1e309', 'x'.repeat(3_000), '00000000-0000-0000-0000-000000000000'];

/** Malformed credentials for the signed-in calls. */
const BAD_AUTHORIZATIONS = ['Bearer', 'Bearer x.y.z', 'Bearer eyJhbGciOiJub25lIn0.e30.', `Bearer ${'a'.repeat(10_000)}`];

let addressCounter = 0;

/** A client address of its own per request, so the per-address limits do not hide what lies behind them. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** A plausible value for a JSON schema: the call's own ids where the field names one, else the simplest valid value. */
function sample(schema: Record<string, unknown>, field = ''): unknown {
  if (field === 'conversation_id') {
    return conversationId;
  }
  if (field === 'message_id' || field === 'id') {
    return messageId;
  }
  if (Array.isArray(schema.enum)) {
    return schema.enum[0];
  }
  if ('const' in schema) {
    return schema.const;
  }
  const options = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
  if (options) {
    return sample(options.find((option) => option.type !== 'null') ?? options[0] ?? {}, field);
  }
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email' || field === 'email' || field === 'username') {
        return 'fuzz-learner@parla.test';
      }
      if (field === 'audio_data') {
        return 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';
      }
      if (field === 'allowed_origins' || schema.format === 'uri') {
        return 'https://school.example';
      }
      return 'a'.repeat(Math.max(Number(schema.minLength ?? 1), field.includes('password') ? 12 : 2));
    case 'number':
    case 'integer':
      return Number(schema.minimum ?? 1) > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array': {
      const item = sample((schema.items as Record<string, unknown>) ?? {}, field === 'message_ids' ? 'id' : field);
      return [item];
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, sample(property, name)]));
    }
    default:
      return 'a';
  }
}

/** The input JSON schema of a call's body or query. */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** Fills a path template with real ids of the learner (or `value` for every parameter). */
function pathOf(name: RouteName, value?: string): string {
  const ids: Record<string, string> = {
    id: name === 'conversations.editMessage' ? messageId : name === 'admin.revokePartnerKey' ? '00000000-0000-4000-8000-000000000000' : conversationId,
    uid: learner.id,
    token: 'not-a-token',
  };
  return ROUTES[name].path.replace(/\{(\w+)\}/g, (_whole, parameter: string) => value ?? ids[parameter] ?? 'x');
}

/** One request of the sweep. */
interface Attempt {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** The credentials a call is made with: the partner key, an admin's or the learner's token. */
function authorization(name: RouteName, user: TestUser): string {
  if (name === 'partner.createSession') {
    return `Bearer ${partnerKey}`;
  }
  return `Bearer ${ROUTES[name].auth === 'admin' ? admin.access : user.access}`;
}

/** Every malformed request of one call, signed in as it should be. */
function attemptsFor(name: RouteName, user: TestUser): Attempt[] {
  const route = ROUTES[name];
  const endpoint = ENDPOINTS[name] as { body?: z.ZodType; query?: z.ZodType };
  const signedIn = { 'X-API-Version': 'v1', Authorization: authorization(name, user) };
  const json = { ...signedIn, 'Content-Type': 'application/json' };
  const attempts: Attempt[] = [];
  const add = (label: string, attempt: Omit<Attempt, 'label'>) => attempts.push({ label: `${name} ${label}`, ...attempt });

  if (endpoint.body) {
    const valid = sample(inputSchema(endpoint.body)) as Record<string, unknown>;
    for (const field of Object.keys(valid)) {
      for (const value of BAD_VALUES) {
        add(`${field}=${JSON.stringify(value)?.slice(0, 30)}`, { method: route.method, path: pathOf(name), headers: json, body: JSON.stringify({ ...valid, [field]: value }) });
      }
    }
    for (const [label, body] of BAD_BODIES) {
      add(label, { method: route.method, path: pathOf(name), headers: json, body });
    }
    for (const contentType of BAD_CONTENT_TYPES) {
      add(`Content-Type: ${contentType || '(none)'}`, {
        method: route.method,
        path: pathOf(name),
        headers: contentType ? { ...signedIn, 'Content-Type': contentType } : signedIn,
        body: JSON.stringify(valid),
      });
    }
    add('array instead of the object', { method: route.method, path: pathOf(name), headers: json, body: JSON.stringify([valid]) });
    add('unknown fields', { method: route.method, path: pathOf(name), headers: json, body: JSON.stringify({ ...valid, is_admin: true, role: 'admin', tier: 'premium' }) });
  }
  if (route.method === 'GET' || endpoint.query) {
    for (const query of BAD_QUERIES) {
      add(`?${query.slice(0, 40)}`, { method: route.method, path: `${pathOf(name)}?${query}`, headers: signedIn });
    }
  }
  if (route.path.includes('{')) {
    for (const value of BAD_PARAMS) {
      add(`path ${value.slice(0, 40)}`, { method: route.method, path: pathOf(name, value), headers: endpoint.body ? json : signedIn, ...(endpoint.body ? { body: '{}' } : {}) });
    }
  }
  if (route.auth !== false || name === 'partner.createSession') {
    for (const header of BAD_AUTHORIZATIONS) {
      add(`Authorization: ${header.slice(0, 30)}`, { method: route.method, path: pathOf(name), headers: { 'X-API-Version': 'v1', Authorization: header } });
    }
  }
  // Anonymous and with a body that is not JSON at all, on every call.
  add('anonymous, not JSON', { method: route.method, path: pathOf(name), headers: { 'Content-Type': 'application/json' }, ...(route.method === 'GET' ? {} : { body: '<xml/>' }) });
  return attempts;
}

/** Sends one attempt; the answer's status, its body read to the end (a stream included). */
async function send(attempt: Attempt): Promise<{ status: number; text: string }> {
  const response = await context.app.request(attempt.path, {
    method: attempt.method,
    headers: { ...attempt.headers, 'X-Forwarded-For': nextAddress() },
    ...(attempt.body !== undefined && attempt.method !== 'GET' ? { body: attempt.body as BodyInit } : {}),
  });
  return { status: response.status, text: await response.text() };
}

describe('about 1,900 malformed requests across every call of the contract, signed in and not', () => {
  it('answer none with a server error (5xx), and log nothing', { timeout: 600_000 }, async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const names = (Object.keys(ROUTES) as RouteName[]).filter((name) => !SESSION_ENDING.includes(name));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let total = 0;
    const run = async (attempts: Attempt[]) => {
      for (const attempt of attempts) {
        const { status, text } = await send(attempt);
        total += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // 501 engine_not_configured is this server's documented answer to a well-formed call it has no engine for
        // (translation without a model): the field was odd but valid text. Every other 5xx is a fault.
        const unsupported = status === 501 && text.includes('"engine_not_configured"');
        if (status >= 500 && !unsupported) {
          failures.push(`${attempt.label} (${attempt.method} ${attempt.path.slice(0, 80)}): ${status} ${text.slice(0, 160)}`);
        }
      }
    };
    for (const name of names) {
      await run(attemptsFor(name, learner));
    }
    // The calls that end a session with a learner of their own, a new one after each that succeeded.
    for (const name of SESSION_ENDING) {
      let user = await signUp(context.app, `fuzz-${name.replace('.', '-')}-${total}@parla.test`);
      for (const attempt of attemptsFor(name, learner)) {
        const headers = attempt.headers.Authorization === authorization(name, learner) ? { ...attempt.headers, Authorization: `Bearer ${user.access}` } : attempt.headers;
        const before = statuses.get(200) ?? 0;
        await run([{ ...attempt, headers }]);
        if ((statuses.get(200) ?? 0) > before) {
          user = await signUp(context.app, `fuzz-${name.replace('.', '-')}-${total}@parla.test`);
        }
      }
    }

    expect(failures).toEqual([]);
    // About 1,900 with the contract as it is; more as calls and fields are added.
    expect(total, JSON.stringify([...statuses].sort())).toBeGreaterThan(1_800);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Most were refused as the client's fault; the learner's session survived the sweep.
    expect((statuses.get(400) ?? 0) + (statuses.get(415) ?? 0) + (statuses.get(401) ?? 0)).toBeGreaterThan(total / 2);
    expect((await call(context.app, 'GET', '/api/v1/auth/profile/', { token: learner.access })).status).toBe(200);
  });
});
