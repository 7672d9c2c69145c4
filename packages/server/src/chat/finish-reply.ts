import { sql, type SQL } from 'drizzle-orm';
import type { MessageReview, MessageStatus } from '@parla/contract';
import type { Database } from '../db/database.js';
import { preparedRaw } from '../db/prepared-raw.js';
import { messageFromJson, rowsOf, type JsonRow } from '../db/rows-from-json.js';
import type { MessageRow } from '../db/schema.js';
import { notFound } from '../http/api-error.js';

const p = (name: string) => sql.placeholder(name);

/** The two CTEs that end a reply: its status and text (`message`), then its conversation's preview and time. */
const REPLY_END_CTES = sql`message AS (
      UPDATE messages SET status = ${p('status')}, message_text = ${p('text')} WHERE id = ${p('messageId')}::uuid RETURNING *
    ), conversation AS (
      UPDATE conversations SET last_message_preview = ${p('preview')}, updated_at = ${p('at')}::timestamptz
      WHERE id = (SELECT conversation_id FROM message)
      RETURNING id
    )`;

/** The values of {@link REPLY_END_CTES}. */
function replyEndValues(messageId: string, status: MessageStatus, text: string, now: Date) {
  return { status, text, messageId, preview: text.slice(0, 120), at: now.toISOString() };
}

/** The statement that ends a reply, built into its text once per database (see `preparedRaw`). */
const finishStatement = preparedRaw();

function finishSql(): SQL {
  return sql`
    WITH ${REPLY_END_CTES}
    SELECT row_to_json(m) AS message, (SELECT count(*) FROM conversation) AS conversations FROM message AS m`;
}

/**
 * Stores a reply's final state (text and status together, so a reply is never stored half-written as delivered) and the
 * conversation's preview and update time, in one statement whose cost does not grow with the conversation (its message
 * count went up by two when the turn started). 404 when the message is gone.
 */
export async function finishReply(db: Database, messageId: string, status: MessageStatus, text: string, now: Date): Promise<MessageRow> {
  const result = await finishStatement.run(db, 'finish', finishSql, replyEndValues(messageId, status, text, now));
  const [row] = rowsOf<{ message: JsonRow | string }>(result);
  const reply = rowOf(row?.message);
  if (!reply) {
    throw notFound();
  }
  return reply;
}

/** The statement that ends a reply and stores its learner message's review, built once per database. */
const finishWithReviewStatement = preparedRaw();

function finishWithReviewSql(): SQL {
  return sql`
    WITH ${REPLY_END_CTES}, reviewed AS (
      UPDATE messages SET review = ${p('review')}::jsonb WHERE id = ${p('learnerMessageId')}::uuid AND message_text = ${p('reviewedText')}
      RETURNING *
    )
    SELECT (SELECT row_to_json(m) FROM message AS m) AS message, (SELECT row_to_json(r) FROM reviewed AS r) AS reviewed,
      (SELECT count(*) FROM conversation) AS conversations`;
}

/** A learner message's review, to store with the reply's end (as `saveMessageReview` stores it alone). */
export interface ReviewToStore {
  messageId: string;
  /** The text that was reviewed: the review is stored only while the message still has it. */
  reviewedText: string;
  review: MessageReview;
}

/** A message row as a statement returned it (`row_to_json`), or undefined for none. */
function rowOf(value: JsonRow | string | null | undefined): MessageRow | undefined {
  if (value === null || value === undefined) {
    return undefined;
  }
  return messageFromJson(typeof value === 'string' ? (JSON.parse(value) as JsonRow) : value);
}

/**
 * Ends a reply as delivered (as {@link finishReply}) and stores the review of its learner message (as
 * `saveMessageReview`) in one statement. The reply is undefined when it is gone (the caller answers 404), the learner
 * message undefined when it was edited or deleted meanwhile.
 */
export async function finishReplyWithReview(
  db: Database,
  messageId: string,
  text: string,
  now: Date,
  reviewed: ReviewToStore,
): Promise<{ reply: MessageRow | undefined; learner: MessageRow | undefined }> {
  const result = await finishWithReviewStatement.run(db, 'finish-with-review', finishWithReviewSql, {
    ...replyEndValues(messageId, 'delivered', text, now),
    review: JSON.stringify(reviewed.review),
    learnerMessageId: reviewed.messageId,
    reviewedText: reviewed.reviewedText,
  });
  const [row] = rowsOf<{ message: JsonRow | string | null; reviewed: JsonRow | string | null }>(result);
  return { reply: rowOf(row?.message), learner: rowOf(row?.reviewed) };
}
