// A served Parla over one database, with the bench's users and conversations, beside its single-query ceiling.
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { createConfig } from '../src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { startSession } from '../src/data/sessions.js';
import { createUser } from '../src/data/users.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import { sharedSpellChecker } from '../src/tutor/spell-checker.js';
import { ceilingApp } from './ceiling.js';

const SECRET = 'bench-secret-0123456789-abcdefghijklmnop';

/** A signed-in bench user with one conversation of their own. */
export interface Lane {
  token: string;
  conversationId: string;
}

/** Everything a database target of the bench needs. */
export interface Fixture {
  name: string;
  database: DatabaseHandle;
  /** Base URL of the Parla server. */
  base: string;
  /** Base URL of the ceiling app. */
  ceiling: string;
  /** The reading user (4 conversations, one of them with 200 messages). */
  reader: Lane;
  /** Statements sent to the database since the last {@link Fixture.takeStatements}. */
  takeStatements(): string[];
  /** Pids of the PostgreSQL backends serving this target (empty on PGlite). */
  backendPids(): Promise<number[]>;
  /** A new user with a conversation (and `seedMessages` delivered messages in it). */
  addLane(seedMessages?: number): Promise<Lane>;
  /** Forgets every rate-limit event, block and usage counter, so measured turns are never refused. */
  resetLimits(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database of a target, counting statements: PGlite in memory, or a throw-away schema of PostgreSQL. */
async function openTarget(url: string | undefined, onStatement: (text: string) => void): Promise<{ database: DatabaseHandle; applicationName?: string }> {
  if (!url) {
    // BENCH_PGLITE_UNNAMED=1: every statement unnamed, as before PGlite's named statements (A/B runs).
    return { database: await openPglite(undefined, { onStatement, namedStatements: process.env.BENCH_PGLITE_UNNAMED !== '1' }) };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const handle = openPostgres(url, { searchPath: schema, onStatement, applicationName: schema });
  return {
    applicationName: schema,
    database: {
      ...handle,
      async close() {
        await handle.close();
        await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end({ timeout: 5 });
      },
    },
  };
}

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

/** Serves Parla and its ceiling over the database of `url` (PGlite when undefined). */
export async function openFixture(name: string, url: string | undefined): Promise<Fixture> {
  let statements: string[] = [];
  const { database, applicationName } = await openTarget(url, (text) => statements.push(text));
  await migrate(database.db);
  const config = createConfig({ secret: SECRET, devOutboxKey: 'bench-outbox-key' });
  const app = createApp({ db: database.db, mailer: createOutboxMailer(database.db, systemClock), tutor: createOfflineEngine(), clock: systemClock, config });
  const project = await listen(app.fetch);
  const ceiling = await listen((await ceilingApp(database, SECRET)).fetch);
  let users = 0;

  const signIn = async () => {
    users += 1;
    const now = systemClock.now();
    const user = await createUser(database.db, { email: `bench-${users}@parla.test`, firstName: 'Bench', lastName: 'Mark', passwordHash: 'not-a-password', termsAccepted: true, now });
    return (await startSession(database.db, SECRET, user, now)).access;
  };
  const newConversation = async (token: string, language: string) => {
    const response = await fetch(`${project.url}/api/v1/conversations/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ target_language: language, learning_mode: 'free_conversation' }),
    });
    const created = (await response.json()) as { id?: string };
    if (!created.id) {
      throw new Error(`creating a conversation answered ${response.status}`);
    }
    return created.id;
  };
  const seed = async (conversationId: string, count: number) => {
    await database.query(
      `INSERT INTO messages (id, conversation_id, user_id, sender, message_text, status, created_at)
       SELECT gen_random_uuid(), c.id, c.user_id, CASE WHEN g % 2 = 0 THEN 'ai' ELSE 'user' END,
              'Mensaje número ' || g || ' de la conversación.', 'delivered', now()
       FROM conversations c, generate_series(1, ${count}) g WHERE c.id = $1`,
      [conversationId],
    );
    await database.query(`UPDATE conversations SET message_count = message_count + ${count} WHERE id = $1`, [conversationId]);
    // Statistics as in steady state: the server's timer on PGlite (no autovacuum), autovacuum within a minute on PostgreSQL.
    await database.query('ANALYZE messages, conversations');
  };

  const readerToken = await signIn();
  let readerConversation = '';
  for (const language of ['es', 'en', 'de', 'sv']) {
    readerConversation ||= await newConversation(readerToken, language);
  }
  await seed(readerConversation, 200);
  await sharedSpellChecker().warm('es');

  return {
    name,
    database,
    base: project.url,
    ceiling: ceiling.url,
    reader: { token: readerToken, conversationId: readerConversation },
    takeStatements() {
      const taken = statements;
      statements = [];
      return taken;
    },
    async backendPids() {
      if (!applicationName) {
        return [];
      }
      const rows = await database.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [applicationName]);
      return rows.map((row) => Number(row.pid));
    },
    async addLane(seedMessages = 0) {
      const token = await signIn();
      const conversationId = await newConversation(token, 'es');
      if (seedMessages > 0) {
        await seed(conversationId, seedMessages);
      }
      return { token, conversationId };
    },
    async resetLimits() {
      await database.query('DELETE FROM rate_limit_windows');
      await database.query('DELETE FROM usage_counters');
    },
    async close() {
      await project.close();
      await ceiling.close();
      await database.close();
    },
  };
}
