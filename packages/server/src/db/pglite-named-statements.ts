import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** How many statement texts keep a named statement at once; the least recently used is closed beyond it. */
export const PGLITE_NAMED_STATEMENTS_MAX = 200;

/** Statement names are unique in the process, so two sets of named statements on one client never collide. */
let statementsNamed = 0;

/** PostgreSQL's `feature_not_supported`: a named statement whose result columns changed since it was parsed. */
const PLAN_CHANGED = '0A000';

interface NamedStatement {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them when it parsed the statement. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's `query` sends every statement unnamed, in five calls into its WebAssembly (parse, describe, bind, describe,
 * execute), so PostgreSQL parses, analyzes and plans it again each time: three quarters of a simple read's CPU. This
 * runs a statement with parameters as a named statement on PostgreSQL's extended protocol instead: parsed and described
 * once per text (`Parse`, `Describe`), then each execution is one call of `Bind`, `Describe`, `Execute` and `Sync`,
 * whose plan PostgreSQL caches. Results come back as `query`'s would (same parsers and row mode). Statements are held
 * for the {@link PGLITE_NAMED_STATEMENTS_MAX} most recently used texts; one whose result columns changed since (DDL) is
 * parsed again once. Runs under PGlite's query and transaction locks, as `query` does, so never inside a transaction.
 */
export function pgliteNamedStatements(client: PGlite, max = PGLITE_NAMED_STATEMENTS_MAX) {
  const statements = new Map<string, NamedStatement>();
  /** Names evicted since the last call, closed at the start of the next message. */
  let toClose: string[] = [];

  const closing = (): Uint8Array[] => {
    const closes = toClose.map((name) => protocol.serialize.close({ type: 'S', name }));
    toClose = [];
    return closes;
  };

  const prepare = async (text: string): Promise<NamedStatement> => {
    statementsNamed += 1;
    const name = `parla_${statementsNamed}`;
    const { messages } = await client.execProtocol(
      concat([...closing(), protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    const [oldest] = statements;
    if (oldest && statements.size > max) {
      toClose.push(oldest[1].name);
      statements.delete(oldest[0]);
    }
    return statement;
  };

  const execute = async <T>(statement: NamedStatement, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) {
        return null;
      }
      const oid = statement.paramTypes[index] ?? 0;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await client.execProtocol(
      concat([
        ...closing(),
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  };

  /** Runs one statement with parameters as a named statement; answers as `client.query` would. */
  return function query<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (client.closed) {
      return Promise.reject(new Error('PGlite is closed'));
    }
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (statement) {
          // Most recently used last, so the first key is the one to evict.
          statements.delete(text);
          statements.set(text, statement);
        } else {
          statement = await prepare(text);
        }
        try {
          return await execute<T>(statement, params, options);
        } catch (error) {
          if ((error as { code?: unknown }).code !== PLAN_CHANGED) {
            throw error;
          }
          statements.delete(text);
          toClose.push(statement.name);
          return execute<T>(await prepare(text), params, options);
        }
      }),
    );
  };
}
