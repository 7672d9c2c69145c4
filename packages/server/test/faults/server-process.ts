import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { uniqueEmail } from '../test-app.js';

/** Repository root: four levels above this file. */
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The key of the development outbox that fault tests give their server processes. */
export const DEV_OUTBOX_KEY = 'fault-test-outbox-key-0123456789abcdef';

/** A real server process (`src/main.ts` through tsx), as `npm start` runs it. */
export interface ServerProcess {
  baseUrl: string;
  /** Everything the process printed. */
  output(): string;
  /** `kill -9`: no shutdown handler runs, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `src/main.ts` with the given environment and waits until it listens (at most `timeoutMs`: a loaded CI machine compiles and opens PGlite slowly). */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: port, PARLA_DEV_OUTBOX_KEY: DEV_OUTBOX_KEY, ...env };
  if (!env.DATABASE_URL) {
    delete childEnv.DATABASE_URL;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@parla/source', 'packages/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Parla is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const done = exited(child);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** A JSON call over HTTP: status, headers, parsed body. */
export async function request(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'X-API-Version': 'v1',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const body = (response.headers.get('Content-Type') ?? '').includes('application/json') ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body, text };
}

/** Registers and verifies a learner through the development outbox; returns the access token. */
export async function signUpOver(baseUrl: string): Promise<{ access: string; email: string }> {
  const email = uniqueEmail('fault');
  const password = 'correct horse battery';
  const registered = await request(baseUrl, 'POST', '/api/v1/auth/register/', {
    body: { first_name: 'Ada', last_name: 'Lovelace', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true },
  });
  if (registered.status !== 201) {
    throw new Error(`register failed: ${registered.status} ${registered.text}`);
  }
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
    const outbox = await request(baseUrl, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(email)}`, { headers: { 'X-Parla-Dev-Key': DEV_OUTBOX_KEY } });
    link = (outbox.body.results as Array<{ links: string[] }> | undefined)?.[0]?.links[0];
    if (!link) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const token = link?.split('/verify-email/')[1];
  const verified = await request(baseUrl, 'POST', '/api/v1/auth/verify-email/', { body: { token } });
  if (verified.status !== 200) {
    throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  }
  return { access: verified.body.access as string, email };
}
