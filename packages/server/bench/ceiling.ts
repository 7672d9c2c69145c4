// The ceiling of each read endpoint: a bare Hono route that verifies the same kind of token with jose and runs the
// endpoint's work as one SQL statement through the same driver on the same database, answering the same JSON shape.
// Nothing can serve the endpoint faster than this on this driver, so `project ÷ ceiling` is what the project costs.
import { Hono } from 'hono';
import { jwtVerify } from 'jose';
import type { DatabaseHandle } from '../src/db/connect.js';

const CONVERSATIONS_SQL = `SELECT id, title, target_language, native_language, skill_level, learning_mode, goals, status,
  message_count, last_message_preview, last_message_at, created_at, updated_at, ended_at, count(*) OVER () AS total
  FROM conversations WHERE user_id = $1 ORDER BY updated_at DESC, created_at DESC LIMIT 20`;

const PROFILE_SQL = `SELECT id, email, first_name, last_name, email_verified, terms_version, terms_accepted_at, tier,
  preferences, created_at, updated_at, last_active_at, role FROM users WHERE id = $1`;

const MESSAGES_SQL = `SELECT id, conversation_id, sender, message_text, review, status, created_at, edited_at,
  (SELECT message_count FROM conversations WHERE id = $1) AS total
  FROM messages WHERE conversation_id = $1 AND user_id = $2 ORDER BY seq DESC LIMIT 51`;

/** The bare ceiling app over a database, verifying HS256 tokens signed with `secret`. */
export async function ceilingApp(database: DatabaseHandle, secret: string): Promise<Hono> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const app = new Hono();
  const userOf = async (header: string | undefined) => {
    const { payload } = await jwtVerify(header?.slice('Bearer '.length) ?? '', key, { algorithms: ['HS256'] });
    return String(payload.user_id);
  };
  app.get('/conversations/', async (c) => {
    const rows = await database.query(CONVERSATIONS_SQL, [await userOf(c.req.header('Authorization'))]);
    return c.json({ results: rows, next: null, count: Number(rows[0]?.total ?? 0) });
  });
  app.get('/profile/', async (c) => {
    const [row] = await database.query(PROFILE_SQL, [await userOf(c.req.header('Authorization'))]);
    return c.json(row ?? {});
  });
  app.get('/messages/:id/', async (c) => {
    const rows = await database.query(MESSAGES_SQL, [c.req.param('id'), await userOf(c.req.header('Authorization'))]);
    return c.json({ results: rows.slice(0, 50), next: rows.length > 50 ? 'next' : null, count: Number(rows[0]?.total ?? 0) });
  });
  return app;
}
