// The bench's load generator, run in a process of its own so its work is not counted as the server's: reads with
// autocannon (keep-alive connections, fixed duration), chat turns with node:http (one conversation per keep-alive
// connection, a turn after the other, each with an Idempotency-Key as the SDK sends it). Reads a job as JSON on argv[2] and prints its result as JSON on stdout.
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

/** A read job: `connections` keep-alive connections requesting `url` for `durationMs`. */
export interface ReadJob {
  kind: 'read';
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
}

/** A turn job: each lane sends `turnsPerLane` messages, one after the other, to its own conversation. */
export interface TurnJob {
  kind: 'turns';
  base: string;
  lanes: Array<{ token: string; conversationId: string }>;
  turnsPerLane: number;
  /** Sends without an Idempotency-Key (the SDK sends one with every message; a bare API call may not). */
  plain?: boolean;
}

/** What a read job measured. */
export interface ReadResult {
  rps: number;
  errors: number;
}

/** What a turn job measured: per turn the time to the first reply chunk and to the stream's end, in ms. */
export interface TurnResult {
  firstChunkMs: number[];
  turnMs: number[];
  /** Each lane's turn times, in the order of `lanes`. */
  laneTurnMs: number[][];
  wallMs: number;
  errors: number;
  /** CPU time this load process used, in ms (user + system): on a small machine it competes with the server. */
  cpuMs: number;
}

async function runRead(job: ReadJob): Promise<ReadResult> {
  const result = await autocannon({
    url: job.url,
    headers: job.headers,
    connections: job.connections,
    duration: job.durationMs / 1000,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: (result.requests.total - result.non2xx) / (job.durationMs / 1000), errors };
}

/** Keep-alive connections of the turn lanes: node:http costs the load process a fraction of what fetch does. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

async function oneTurn(base: string, lane: { token: string; conversationId: string }, index: number, plain: boolean): Promise<{ first: number; total: number; ok: boolean }> {
  const started = performance.now();
  const body = JSON.stringify({ conversation_id: lane.conversationId, message_text: `Hola, esta es la frase número ${index}.` });
  return new Promise((resolve) => {
    const request = httpRequest(
      `${base}/api/v1/conversations/send-message-stream/`,
      {
        method: 'POST',
        agent,
        headers: {
          Authorization: `Bearer ${lane.token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(plain ? {} : { 'Idempotency-Key': randomUUID() }),
        },
      },
      (response) => {
        let text = '';
        let first = 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (!first && text.includes('"ai_message_chunk"')) {
            first = performance.now() - started;
          }
        });
        response.on('end', () => resolve({ first, total: performance.now() - started, ok: response.statusCode === 200 && first > 0 && text.includes('stream_end') }));
        response.on('error', () => resolve({ first, total: performance.now() - started, ok: false }));
      },
    );
    request.on('error', () => resolve({ first: 0, total: performance.now() - started, ok: false }));
    request.end(body);
  });
}

async function runTurns(job: TurnJob): Promise<TurnResult> {
  const result: TurnResult = { firstChunkMs: [], turnMs: [], laneTurnMs: job.lanes.map(() => []), wallMs: 0, errors: 0, cpuMs: 0 };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    job.lanes.map(async (lane, laneIndex) => {
      for (let index = 0; index < job.turnsPerLane; index += 1) {
        const turn = await oneTurn(job.base, lane, index, job.plain === true);
        if (turn.ok) {
          result.firstChunkMs.push(turn.first);
          result.turnMs.push(turn.total);
          result.laneTurnMs[laneIndex]?.push(turn.total);
        } else {
          result.errors += 1;
        }
      }
    }),
  );
  result.wallMs = performance.now() - started;
  agent.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  result.cpuMs = (cpu.user + cpu.system) / 1000;
  return result;
}

const job = JSON.parse(process.argv[2] ?? '{}') as ReadJob | TurnJob;
const output = job.kind === 'read' ? await runRead(job) : await runTurns(job);
process.stdout.write(JSON.stringify(output));
