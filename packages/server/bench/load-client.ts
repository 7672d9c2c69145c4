// The bench's load generator, run in a process of its own so its work is not counted as the server's: reads with
// autocannon (keep-alive connections, fixed duration), chat turns with fetch (one conversation per connection, a turn
// after the other). Reads a job as JSON on argv[2] and prints its result as JSON on stdout.
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

async function oneTurn(base: string, lane: { token: string; conversationId: string }, index: number): Promise<{ first: number; total: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/conversations/send-message-stream/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${lane.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_id: lane.conversationId, message_text: `Hola, esta es la frase número ${index}.` }),
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = 0;
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true, value: undefined };
    if (chunk.done) {
      break;
    }
    text += decoder.decode(chunk.value, { stream: true });
    if (!first && text.includes('"ai_message_chunk"')) {
      first = performance.now() - started;
    }
  }
  const ok = response.status === 200 && first > 0 && text.includes('stream_end');
  return { first, total: performance.now() - started, ok };
}

async function runTurns(job: TurnJob): Promise<TurnResult> {
  const result: TurnResult = { firstChunkMs: [], turnMs: [], laneTurnMs: job.lanes.map(() => []), wallMs: 0, errors: 0 };
  const started = performance.now();
  await Promise.all(
    job.lanes.map(async (lane, laneIndex) => {
      for (let index = 0; index < job.turnsPerLane; index += 1) {
        const turn = await oneTurn(job.base, lane, index);
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
  return result;
}

const job = JSON.parse(process.argv[2] ?? '{}') as ReadJob | TurnJob;
const output = job.kind === 'read' ? await runRead(job) : await runTurns(job);
process.stdout.write(JSON.stringify(output));
