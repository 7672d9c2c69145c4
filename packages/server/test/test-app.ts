import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { streamEvent, type StreamEvent } from '@parla/contract';
import { createApp } from '../src/app.js';
import { createBackgroundTasks } from '../src/background-tasks.js';
import type { AppEnv } from '../src/app-env.js';
import type { Clock } from '../src/clock.js';
import { createConfig, type ServerConfig } from '../src/config.js';
import type { DatabaseHandle, StatementListener } from '../src/db/connect.js';
import type { AppDeps } from '../src/deps.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { createTestDatabase } from './test-db.js';

/** A clock tests move by hand; it ticks 1 ms per reading so stored rows keep their order. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start = Date.parse('2025-03-10T10:00:00.000Z')) {
    this.current = start;
  }

  now(): Date {
    this.current += 1;
    return new Date(this.current);
  }

  /** Moves time forward. */
  advance(ms: number): void {
    this.current += ms;
  }
}

/** The development outbox key of test apps (sent as X-Parla-Dev-Key). */
export const TEST_DEV_OUTBOX_KEY = 'test-dev-outbox-key';

/** Headers that open the development outbox of a test app. */
export const OUTBOX_HEADERS: Readonly<Record<string, string>> = { 'X-Parla-Dev-Key': TEST_DEV_OUTBOX_KEY };

/** The admin address of test apps. */
export const ADMIN_EMAIL = 'admin@parla.test';

/** An app over a fresh test database, with a fake clock and the outbox mailer. */
export interface TestContext {
  app: Hono<AppEnv>;
  deps: AppDeps;
  database: DatabaseHandle;
  clock: FakeClock;
  /** Builds another app over the same database with other dependencies. */
  withDeps(overrides: Partial<AppDeps>): Hono<AppEnv>;
  close(): Promise<void>;
}

/** Creates a test app; call `close()` in `afterAll`. */
export async function createTestContext(
  options: { tutor?: TutorEngine; config?: Partial<ServerConfig>; onStatement?: StatementListener; maxConnections?: number } = {},
): Promise<TestContext> {
  const database = await createTestDatabase({ onStatement: options.onStatement, maxConnections: options.maxConnections });
  const clock = new FakeClock();
  const config = createConfig({
    secret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    adminEmails: [ADMIN_EMAIL],
    publicUrl: 'http://parla.test',
    trustProxy: true,
    devOutboxKey: TEST_DEV_OUTBOX_KEY,
    ...options.config,
  });
  const deps: AppDeps = {
    db: database.db,
    mailer: createOutboxMailer(database.db, clock),
    tutor: options.tutor ?? createOfflineEngine(),
    clock,
    config,
    background: createBackgroundTasks(),
  };
  return {
    app: createApp(deps),
    deps,
    database,
    clock,
    withDeps: (overrides) => createApp({ ...deps, ...overrides }),
    close: () => database.close(),
  };
}

/** What `call` sends. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A finished call: status, headers and the parsed JSON body (or text). */
export interface CallResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON and check it with contract schemas
  text: string;
}

/** Sends one request through `app.request()`. */
export async function call(app: Hono<AppEnv>, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { 'X-API-Version': 'v1', ...options.headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (options.token) {
    headers.Authorization = `Bearer ${options.token}`;
  }
  const response = await app.request(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    body = JSON.parse(text);
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A unique address for a test user. */
export function uniqueEmail(prefix = 'learner'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@parla.test`;
}

/** A signed-up, verified learner with tokens. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

/** The newest outbox mail to an address (optionally with a subject containing `subject`). */
export async function latestMail(app: Hono<AppEnv>, to: string, subject?: string) {
  const outbox = await call(app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(to)}&limit=100`, { headers: { ...OUTBOX_HEADERS } });
  const mails = (outbox.body.results as Array<{ subject: string; text: string; links: string[]; created_at: string }>).filter(
    (mail) => subject === undefined || mail.subject.includes(subject),
  );
  mails.sort((a, b) => b.created_at.localeCompare(a.created_at));
  const mail = mails[0];
  if (!mail) {
    throw new Error(`no mail to ${to}`);
  }
  return mail;
}

/** Registers, follows the verification link from the outbox, and returns the signed-in learner. */
export async function signUp(app: Hono<AppEnv>, email = uniqueEmail(), password = 'correct horse battery'): Promise<TestUser> {
  const registered = await call(app, 'POST', '/api/v1/auth/register/', {
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password,
      confirm_password: password,
      terms_accepted: true,
      privacy_accepted: true,
    },
  });
  if (registered.status !== 201) {
    throw new Error(`register failed: ${registered.status} ${registered.text}`);
  }
  const mail = await latestMail(app, email, 'Confirm');
  const token = mail.links[0]?.split('/verify-email/')[1];
  const verified = await call(app, 'POST', '/api/v1/auth/verify-email/', { body: { token } });
  if (verified.status !== 200) {
    throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  }
  const profile = await call(app, 'GET', '/api/v1/auth/profile/', { token: verified.body.access });
  return { id: profile.body.id, email, password, access: verified.body.access, refresh: verified.body.refresh };
}

/** Creates a conversation for a learner and returns its id. */
export async function createConversation(app: Hono<AppEnv>, user: TestUser, body: Record<string, unknown> = {}): Promise<string> {
  const created = await call(app, 'POST', '/api/v1/conversations/', {
    token: user.access,
    body: { target_language: 'es', learning_mode: 'free_conversation', ...body },
  });
  if (created.status !== 201) {
    throw new Error(`create conversation failed: ${created.status} ${created.text}`);
  }
  return created.body.id as string;
}

/** Parses an event-stream body into its `data:` events (validated with the contract) and comment lines. */
export function parseEventStream(text: string): { events: StreamEvent[]; comments: string[] } {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  for (const block of text.split('\n\n')) {
    for (const line of block.split('\n')) {
      if (line.startsWith('data: ')) {
        events.push(streamEvent.parse(JSON.parse(line.slice(6))));
      } else if (line.startsWith(':')) {
        comments.push(line);
      }
    }
  }
  return { events, comments };
}
