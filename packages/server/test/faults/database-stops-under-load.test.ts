import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, request, signUpOver, startServerProcess, type ServerProcess } from './server-process.js';

/** The newest installed PostgreSQL's programs (Debian's layout). */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return undefined;
  }
  const newest = readdirSync(root).sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest && existsSync(join(root, newest, 'bin/pg_ctl')) ? join(root, newest, 'bin') : undefined;
}

/**
 * A PostgreSQL cluster of this test's own, in a temporary folder on its own port, run as the `postgres` user: stopping
 * it cannot disturb the other test files, which share the CI cluster and run in parallel.
 */
function ownCluster(bin: string) {
  let dir = '';
  let data = '';
  let port = 0;
  const command = (program: string, args: string[]) => ['postgres', '-c', [join(bin, program), ...args].map((arg) => `'${arg}'`).join(' ')];
  const asPostgres = (program: string, args: string[]) => execFileSync('su', command(program, args), { stdio: 'pipe', timeout: 60_000 });
  // While the load runs the test's own event loop must keep turning, or its timings would count the wait for pg_ctl.
  const asPostgresAsync = (program: string, args: string[]) => promisify(execFile)('su', command(program, args), { timeout: 60_000 });
  return {
    url: () => `postgres://postgres@127.0.0.1:${port}/postgres`,
    async init() {
      dir = mkdtempSync(join(tmpdir(), 'parla-pg-'));
      chmodSync(dir, 0o777);
      data = join(dir, 'data');
      port = await freePort();
      asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    },
    async start() {
      await asPostgresAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    },
    async stop() {
      await asPostgresAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    remove() {
      if (!dir) {
        return;
      }
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One answered request of the load. */
interface Answer {
  status: number;
  retryAfter: string | null;
  ms: number;
  comment: string;
  phase: 'up' | 'down' | 'back';
}

const bin = postgresBin();
// PostgreSQL runs in the server suite's PostgreSQL pass (DATABASE_URL set, as in CI); the programs must be installed.
const runs = Boolean(process.env.DATABASE_URL) && bin !== undefined && process.getuid?.() === 0;
const cluster = bin ? ownCluster(bin) : undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (runs && cluster) {
    await cluster.init();
    await cluster.start();
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  // Always: a stopped database is started nowhere else, and the folder goes.
  if (runs) {
    cluster?.remove();
  }
});

describe.runIf(runs)('PostgreSQL stopped under load (issue #18, point 13)', () => {
  it('answers 503 with Retry-After within 5 s while it is down, never 500, and loses no acknowledged write', { timeout: 240_000 }, async () => {
    server = await startServerProcess({ DATABASE_URL: cluster!.url() });
    const { access } = await signUpOver(server.baseUrl);
    const answers: Answer[] = [];
    let phase: Answer['phase'] = 'up';
    let running = true;
    let sequence = 0;
    // Four learners' worth of writes in parallel: each feedback comment is unique, to be found again afterwards.
    const writer = async () => {
      while (running) {
        sequence += 1;
        const comment = `load ${sequence}`;
        const asked = phase;
        const started = performance.now();
        try {
          const result = await request(server!.baseUrl, 'POST', '/api/v1/support/feedback/', { token: access, body: { rating: 5, comment } });
          answers.push({ status: result.status, retryAfter: result.headers.get('Retry-After'), ms: performance.now() - started, comment, phase: asked });
        } catch {
          answers.push({ status: 0, retryAfter: null, ms: performance.now() - started, comment, phase: asked });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, writer));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    phase = 'down';
    await cluster!.stop();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    phase = 'back';
    await cluster!.start();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    running = false;
    await load;

    const statuses = (which: Answer['phase']) => answers.filter((answer) => answer.phase === which).map((answer) => answer.status);
    expect(statuses('up').filter((status) => status === 201).length).toBeGreaterThan(0);
    const down = answers.filter((answer) => answer.phase === 'down' && answer.status !== 201);
    expect(down.length).toBeGreaterThan(0);
    for (const answer of down) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.retryAfter).toBe('5');
    }
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5500);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
    // Recovered: the last writes after the restart are acknowledged again.
    expect(statuses('back').slice(-4)).toEqual([201, 201, 201, 201]);

    const direct = postgres(cluster!.url(), { max: 1, onnotice: () => {} });
    try {
      const stored = new Set((await direct<Array<{ comment: string }>>`SELECT comment FROM feedback`).map((row) => row.comment));
      const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.comment);
      expect(acknowledged.filter((comment) => !stored.has(comment))).toEqual([]);
    } finally {
      await direct.end({ timeout: 5 });
    }
  });
});
