import { sql, type SQL } from 'drizzle-orm';
import type { MessageStatus } from '@parla/contract';
import type { Database } from '../db/database.js';
import { preparedRaw } from '../db/prepared-raw.js';
import { messageFromJson, rowsOf, type JsonRow } from '../db/rows-from-json.js';
import type { MessageRow } from '../db/schema.js';
import { notFound } from '../http/api-error.js';

/** The statement that ends a reply, built into its text once per database (see `preparedRaw`). */
const finishStatement = preparedRaw();

function finishSql(): SQL {
  const p = (name: string) => sql.placeholder(name);
  return sql`
    WITH message AS (
      UPDATE messages SET status = ${p('status')}, message_text = ${p('text')} WHERE id = ${p('messageId')}::uuid RETURNING *
    ), conversation AS (
      UPDATE conversations SET last_message_preview = ${p('preview')}, updated_at = ${p('at')}::timestamptz
      WHERE id = (SELECT conversation_id FROM message)
      RETURNING id
    )
    SELECT row_to_json(m) AS message, (SELECT count(*) FROM conversation) AS conversations FROM message AS m`;
}

/**
 * Stores a reply's final state (text and status together, so a reply is never stored half-written as delivered) and the
 * conversation's preview and update time, in one statement whose cost does not grow with the conversation (its message
 * count went up by two when the turn started). 404 when the message is gone.
 */
export async function finishReply(db: Database, messageId: string, status: MessageStatus, text: string, now: Date): Promise<MessageRow> {
  const result = await finishStatement.run(db, 'finish', finishSql, { status, text, messageId, preview: text.slice(0, 120), at: now.toISOString() });
  const [row] = rowsOf<{ message: JsonRow | string }>(result);
  if (!row) {
    throw notFound();
  }
  return messageFromJson(typeof row.message === 'string' ? (JSON.parse(row.message) as JsonRow) : row.message);
}
