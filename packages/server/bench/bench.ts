// `npm run bench -w @parla/server [-- --quick]`: each read endpoint against its ceiling (a bare Hono route verifying
// the same token with jose and running the endpoint's work as one SQL statement through the same driver, see
// ceiling.ts), on PGlite in memory and on PostgreSQL (DATABASE_URL, or the local test cluster), at 1, 16 and 64
// connections, project and ceiling rounds interleaved; the statements each request sends, counted from the driver; chat
// turns (embedded tutor, no delay, each send with an Idempotency-Key as the SDK sends it): turns/s, first chunk p50/p95, Node and database CPU per turn, statements per turn,
// and a turn in a conversation of 20,000 messages against one in a new conversation. The load runs in another process
// (load-client.ts, autocannon for reads). --quick: 16 connections, one round, shorter runs; --turns: chat turns only;
// --reads: reads only; --pglite / --postgres: that database only (BENCH_TURN_ROUNDS=N: N rounds of turns). Each read row also gives the serving process's Node CPU per request (and PostgreSQL's), project
// against ceiling: on a busy machine req/s swing with other work, CPU per request much less.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sharedSpellChecker } from '../src/tutor/spell-checker.js';
import { openFixture, type Fixture, type Lane } from './fixture.js';
import type { ReadJob, ReadResult, TurnJob, TurnResult } from './load-client.js';
import { MODEL_SAMPLES, benchModelCases } from './model-review.js';
import { firstStart, serverIsBuilt } from './startup.js';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** `--turns`: chat turns only (no reads, first start or model cases). */
const TURNS_ONLY = process.argv.includes('--turns');
/** `--reads`: reads only (no chat turns, first start or model cases). */
const READS_ONLY = process.argv.includes('--reads');
/** `--pglite` / `--postgres`: that database alone (first start and model cases are skipped too). */
const ONLY = process.argv.includes('--pglite') ? 'pglite' : process.argv.includes('--postgres') ? 'postgres' : undefined;
const CONCURRENCY = QUICK ? [16] : [1, 16, 64];
const ROUNDS = QUICK ? 1 : 3;
/** Rounds of chat turns (`BENCH_TURN_ROUNDS`, default as the reads'): more make a paired A/B on a shared machine steadier. */
const TURN_ROUNDS = Number(process.env.BENCH_TURN_ROUNDS) || ROUNDS;
/** Rounds of the turn-length comparison, and turns per conversation in each (the message_send limit is 15 a minute). */
const HISTORY_ROUNDS = QUICK ? 2 : 4;
const HISTORY_TURNS = 7;
const READ_MS = QUICK ? 1000 : 2000;
/** Turns per connection and round: under the 15 a minute of `message_send`, so none is refused. */
const TURNS_PER_LANE = QUICK ? 5 : 12;
const TURN_LANES = 16;
const HISTORY = 20_000;
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://parla:parla@127.0.0.1:5432/parla_test';

const run = promisify(execFile);
const client = fileURLToPath(new URL('./load-client.ts', import.meta.url));

async function load<T extends ReadResult | TurnResult>(job: ReadJob | TurnJob): Promise<T> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', client, JSON.stringify(job)], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as T;
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

/** The value below which `fraction` of the samples fall (nearest rank). */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

/** CPU seconds (user + system) the given processes have used so far, from /proc. */
function cpuSecondsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the backend is gone
    }
  }
  return ticks / 100;
}

/** One read endpoint: where it is in Parla and in the ceiling app. */
interface Endpoint {
  name: string;
  project: string;
  ceiling: string;
}

function endpointsOf(fixture: Fixture): Endpoint[] {
  const id = fixture.reader.conversationId;
  return [
    { name: 'GET /api/v1/conversations/', project: '/api/v1/conversations/', ceiling: '/conversations/' },
    { name: 'GET /api/v1/auth/profile/', project: '/api/v1/auth/profile/', ceiling: '/profile/' },
    { name: 'GET /api/v1/conversations/{id}/messages/ (200 messages)', project: `/api/v1/conversations/${id}/messages/`, ceiling: `/messages/${id}/` },
  ];
}

/** Read rows: per endpoint and concurrency, the medians of project and ceiling req/s over interleaved rounds. */
interface ReadRow {
  endpoint: string;
  connections: number;
  project: number;
  ceiling: number;
  errors: number;
  statements: number;
  /** Node CPU per request of the serving process, in µs (medians over the rounds): less sensitive to other load than req/s. */
  projectCpuUs: number;
  ceilingCpuUs: number;
  /** PostgreSQL backends' CPU per request, in µs (undefined on PGlite, which runs in Node). */
  projectDatabaseCpuUs: number | undefined;
  ceilingDatabaseCpuUs: number | undefined;
}

async function benchReads(fixture: Fixture): Promise<ReadRow[]> {
  const headers = { Authorization: `Bearer ${fixture.reader.token}` };
  const rows: ReadRow[] = [];
  for (const endpoint of endpointsOf(fixture)) {
    const check = await fetch(`${fixture.base}${endpoint.project}`, { headers });
    if (check.status !== 200) {
      throw new Error(`${endpoint.name} answered ${check.status}`);
    }
    await check.arrayBuffer();
    fixture.takeStatements();
    await (await fetch(`${fixture.base}${endpoint.project}`, { headers })).arrayBuffer();
    const statements = fixture.takeStatements().length;
    // Warm-up, not measured: both sides served a short load first, so neither pays for the first compilation of its code
    // (in a quick run the project always went first, cold).
    for (const url of [`${fixture.base}${endpoint.project}`, `${fixture.ceiling}${endpoint.ceiling}`]) {
      await load<ReadResult>({ kind: 'read', url, headers, connections: 16, durationMs: 500 });
    }
    fixture.takeStatements();
    for (const connections of CONCURRENCY) {
      const rates = { project: [] as number[], ceiling: [] as number[] };
      const cpu = { project: [] as number[], ceiling: [] as number[] };
      const databaseCpu = { project: [] as number[], ceiling: [] as number[] };
      const pids = await fixture.backendPids();
      let errors = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate which goes first, so a burst of other work on the machine does not always land on the same side.
        const order = round % 2 === 0 ? (['project', 'ceiling'] as const) : (['ceiling', 'project'] as const);
        for (const side of order) {
          const url = side === 'project' ? `${fixture.base}${endpoint.project}` : `${fixture.ceiling}${endpoint.ceiling}`;
          // The load runs in another process: this process's CPU meanwhile is the serving app's.
          const nodeBefore = process.cpuUsage();
          const databaseBefore = cpuSecondsOf(pids);
          const result = await load<ReadResult>({ kind: 'read', url, headers, connections, durationMs: READ_MS });
          const node = process.cpuUsage(nodeBefore);
          const requests = Math.max(1, result.rps * (READ_MS / 1000));
          rates[side].push(result.rps);
          cpu[side].push((node.user + node.system) / requests);
          databaseCpu[side].push(((cpuSecondsOf(pids) - databaseBefore) * 1e6) / requests);
          errors += result.errors;
        }
      }
      fixture.takeStatements();
      const onPostgres = pids.length > 0;
      rows.push({
        endpoint: endpoint.name,
        connections,
        project: median(rates.project),
        ceiling: median(rates.ceiling),
        errors,
        statements,
        projectCpuUs: median(cpu.project),
        ceilingCpuUs: median(cpu.ceiling),
        projectDatabaseCpuUs: onPostgres ? median(databaseCpu.project) : undefined,
        ceilingDatabaseCpuUs: onPostgres ? median(databaseCpu.ceiling) : undefined,
      });
    }
  }
  return rows;
}

/** What the chat turns of one target measured. */
interface TurnFigures {
  turnsPerSecond: number;
  firstChunkP50: number;
  firstChunkP95: number;
  nodeCpuMs: number;
  databaseCpuMs: number | undefined;
  /** CPU per turn of the load process (on a small machine it shares the cores with the server). */
  loadCpuMs: number;
  statements: number;
  /** Statements of a send without an Idempotency-Key. */
  plainStatements: number;
  statementsAtHistory: number;
  turnAtZero: number;
  turnAtHistory: number;
  errors: number;
}

async function statementsOfOneTurn(fixture: Fixture, lane: Lane, plain = false): Promise<number> {
  await fixture.resetLimits();
  fixture.takeStatements();
  await load<TurnResult>({ kind: 'turns', base: fixture.base, lanes: [lane], turnsPerLane: 1, plain });
  return fixture.takeStatements().length;
}

async function benchTurns(fixture: Fixture): Promise<TurnFigures> {
  const lanes: Lane[] = [];
  for (let index = 0; index < TURN_LANES; index += 1) {
    lanes.push(await fixture.addLane());
  }
  // Warm-up: a turn on every lane (first turns load code paths and dictionaries).
  await fixture.resetLimits();
  await load<TurnResult>({ kind: 'turns', base: fixture.base, lanes, turnsPerLane: 1 });
  const firstChunk: number[] = [];
  const rates: number[] = [];
  let nodeCpu = 0;
  let databaseCpu = 0;
  let loadCpu = 0;
  let turns = 0;
  let errors = 0;
  for (let round = 0; round < TURN_ROUNDS; round += 1) {
    await fixture.resetLimits();
    const pids = await fixture.backendPids();
    const databaseBefore = cpuSecondsOf(pids);
    const nodeBefore = process.cpuUsage();
    const result = await load<TurnResult>({ kind: 'turns', base: fixture.base, lanes, turnsPerLane: TURNS_PER_LANE });
    const node = process.cpuUsage(nodeBefore);
    nodeCpu += (node.user + node.system) / 1000;
    databaseCpu += (cpuSecondsOf(pids) - databaseBefore) * 1000;
    loadCpu += result.cpuMs;
    firstChunk.push(...result.firstChunkMs);
    rates.push(result.turnMs.length / (result.wallMs / 1000));
    turns += result.turnMs.length;
    errors += result.errors;
  }

  // A turn in a new conversation against one in a conversation of HISTORY messages: both conversations take turns at
  // the same time (each its turns one after the other), so the machine's load, which swings from second to second on
  // a shared machine, weighs on both alike; the first round warms both conversations' plans and pages up.
  const fresh = await fixture.addLane();
  const long = await fixture.addLane(HISTORY);
  const atZero: number[] = [];
  const atHistory: number[] = [];
  for (let round = 0; round <= HISTORY_ROUNDS; round += 1) {
    await fixture.resetLimits();
    const result = await load<TurnResult>({ kind: 'turns', base: fixture.base, lanes: [fresh, long], turnsPerLane: round === 0 ? 2 : HISTORY_TURNS });
    if (round > 0) {
      atZero.push(...(result.laneTurnMs[0] ?? []));
      atHistory.push(...(result.laneTurnMs[1] ?? []));
    }
    errors += result.errors;
  }
  return {
    turnsPerSecond: median(rates),
    firstChunkP50: percentile(firstChunk, 0.5),
    firstChunkP95: percentile(firstChunk, 0.95),
    nodeCpuMs: nodeCpu / Math.max(1, turns),
    databaseCpuMs: fixture.name.includes('PostgreSQL') ? databaseCpu / Math.max(1, turns) : undefined,
    loadCpuMs: loadCpu / Math.max(1, turns),
    statements: await statementsOfOneTurn(fixture, fresh),
    plainStatements: await statementsOfOneTurn(fixture, fresh, true),
    statementsAtHistory: await statementsOfOneTurn(fixture, long),
    turnAtZero: median(atZero),
    turnAtHistory: median(atHistory),
    errors,
  };
}

function printReads(name: string, rows: ReadRow[]): void {
  console.log(`\n${name}: reads, req/s (median of ${ROUNDS} interleaved ${READ_MS / 1000} s rounds)\n`);
  console.log('| endpoint | connections | project | ceiling | project ÷ ceiling | Node CPU per request, project / ceiling | ceiling ÷ project CPU | database CPU per request | statements per request | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const database = row.projectDatabaseCpuUs === undefined ? 'in Node' : `${row.projectDatabaseCpuUs.toFixed(0)} / ${(row.ceilingDatabaseCpuUs ?? 0).toFixed(0)} µs`;
    console.log(
      `| \`${row.endpoint}\` | ${row.connections} | ${row.project.toFixed(0)} | ${row.ceiling.toFixed(0)} | ${(row.project / row.ceiling).toFixed(2)} | ${row.projectCpuUs.toFixed(0)} / ${row.ceilingCpuUs.toFixed(0)} µs | ${(row.ceilingCpuUs / row.projectCpuUs).toFixed(2)} | ${database} | ${row.statements} | ${row.errors} |`,
    );
  }
}

function printTurns(name: string, figures: TurnFigures): void {
  console.log(`\n${name}: chat turns (send-message-stream, embedded tutor, ${TURN_LANES} connections × ${TURNS_PER_LANE} turns × ${TURN_ROUNDS} rounds)\n`);
  console.log('| turns/s | first chunk p50 | first chunk p95 | Node CPU per turn | database CPU per turn | load CPU per turn | statements per turn (without a key) | at 20,000 messages | turn at 0 messages | turn at 20,000 | ratio | errors |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${figures.turnsPerSecond.toFixed(0)} | ${figures.firstChunkP50.toFixed(1)} ms | ${figures.firstChunkP95.toFixed(1)} ms | ${figures.nodeCpuMs.toFixed(2)} ms | ${
      figures.databaseCpuMs === undefined ? 'in Node' : `${figures.databaseCpuMs.toFixed(2)} ms`
    } | ${figures.loadCpuMs.toFixed(2)} ms | ${figures.statements} (${figures.plainStatements}) | ${figures.statementsAtHistory} | ${figures.turnAtZero.toFixed(1)} ms | ${figures.turnAtHistory.toFixed(1)} ms | ${(figures.turnAtHistory / figures.turnAtZero).toFixed(2)} | ${figures.errors} |`,
  );
}

async function main(): Promise<void> {
  console.log(`Node ${process.version} · ${QUICK ? 'quick' : 'full'} run · connections ${CONCURRENCY.join('/')}`);
  const targets = [
    ['PGlite (in memory)', undefined],
    ['PostgreSQL', POSTGRES_URL],
  ] as const;
  for (const [name, url] of targets.filter(([, target]) => !ONLY || (ONLY === 'pglite') === (target === undefined))) {
    const fixture = await openFixture(name, url);
    try {
      if (!TURNS_ONLY) {
        printReads(name, await benchReads(fixture));
      }
      if (!READS_ONLY) {
        printTurns(name, await benchTurns(fixture));
      }
    } finally {
      await fixture.close();
    }
  }

  if (TURNS_ONLY || READS_ONLY || ONLY) {
    await sharedSpellChecker().close();
    return;
  }
  if (serverIsBuilt()) {
    console.log('\nFirst start of the built server on an empty PGlite folder to /health/ 200 (the server CPU time it took; its steps, in ms since its process started):');
    for (let index = 0; index < 3; index += 1) {
      const run = await firstStart(39_000 + index);
      console.log(`  ${run.ms.toFixed(0)} ms (CPU ${run.cpuMs ?? '?'} ms; ${run.timeline.join(', ')})`);
    }
  } else {
    console.log('\nFirst start: not measured (build the server first: npm run build -w @parla/server).');
  }

  if (!QUICK) {
    // With a configured model (a local fake speaking the real protocol), the review runs beside the reply.
    const modelCases = await benchModelCases();
    console.log('');
    console.log(`| configured model, PGlite in memory (${MODEL_SAMPLES} turns) | first chunk, median | first chunk, p95 | review arrives, median |`);
    console.log('|---|---:|---:|---:|');
    for (const modelCase of modelCases) {
      console.log(`| ${modelCase.name} | ${percentile(modelCase.firstChunk, 0.5).toFixed(1)} ms | ${percentile(modelCase.firstChunk, 0.95).toFixed(1)} ms | ${percentile(modelCase.review, 0.5).toFixed(1)} ms |`);
    }
  }
  await sharedSpellChecker().close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
