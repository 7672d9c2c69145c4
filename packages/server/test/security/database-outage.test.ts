import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.js';
import { openPostgres, type DatabaseHandle } from '../../src/db/connect.js';
import { call, createTestContext, type TestContext } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/** A TCP port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A "database" that accepts connections and never answers (a hung server, a black-holed network). */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) {
        socket.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Calls the login route (its rate limit reads the database first) and times the answer. */
async function signInAgainst(database: DatabaseHandle) {
  const app = createApp({ ...context.deps, db: database.db });
  const started = performance.now();
  const result = await call(app, 'POST', '/api/v1/auth/login/', { body: { username: 'learner@parla.test', password: 'correct horse battery' } });
  return { ...result, ms: performance.now() - started };
}

describe('a database outage (issue #18, point 13)', () => {
  it('a refused database connection answers 503 with Retry-After and the §8 message at once, never 500', async () => {
    const database = openPostgres(`postgres://parla:parla@127.0.0.1:${await closedPort()}/parla`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = await signInAgainst(database);

      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ code: 'service_unavailable', message: 'Service temporarily unavailable. Please try again later.' });
      expect(result.headers.get('Retry-After')).toBe('5');
      expect(result.ms).toBeLessThan(2000);
      // The log names the failure, never the query or its parameters.
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/database unavailable \(ECONNREFUSED\)/));
      expect(JSON.stringify(errors.mock.calls)).not.toContain('learner@parla.test');
    } finally {
      errors.mockRestore();
      await database.close();
    }
  });

  it('keeps answering 503 at once while the outage lasts: no reconnection back-off makes later requests wait', async () => {
    // One connection, so every attempt after the first reconnects (the pool's connections each back off alike).
    const database = openPostgres(`postgres://parla:parla@127.0.0.1:${await closedPort()}/parla`, { max: 1 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const waits: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const result = await signInAgainst(database);
        expect(result.status).toBe(503);
        waits.push(Math.round(result.ms));
      }

      // postgres.js's own back-off grows to 20 s between attempts, and requests wait it out.
      expect(Math.max(...waits), waits.join(', ')).toBeLessThan(2000);
    } finally {
      errors.mockRestore();
      await database.close();
    }
  });

  it('a database that accepts the connection and never answers gives 503 within 5 seconds, not a hang', async () => {
    const silent = await silentServer();
    const database = openPostgres(`postgres://parla:parla@127.0.0.1:${silent.port}/parla`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = await signInAgainst(database);

      expect(result.status).toBe(503);
      expect(result.headers.get('Retry-After')).toBe('5');
      expect(result.ms).toBeLessThan(5000);
    } finally {
      errors.mockRestore();
      await silent.close();
      await database.close();
    }
  });
});
