import type { ConversationRow, MessageRow } from './schema.js';

/** A row as `row_to_json` writes it: column names, timestamps as ISO text. */
export type JsonRow = Record<string, unknown>;

function instant(value: unknown): Date {
  return new Date(value as string);
}

function instantOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : instant(value);
}

/** A `messages` row read back from `row_to_json` (a statement's `RETURNING` inside JSON), as Drizzle would give it. */
export function messageFromJson(row: JsonRow): MessageRow {
  return {
    id: row.id as string,
    seq: Number(row.seq),
    conversationId: row.conversation_id as string,
    userId: row.user_id as string,
    sender: row.sender as MessageRow['sender'],
    messageText: row.message_text as string,
    review: (row.review ?? null) as MessageRow['review'],
    status: row.status as MessageRow['status'],
    createdAt: instant(row.created_at),
    editedAt: instantOrNull(row.edited_at),
    progressAt: instantOrNull(row.progress_at),
  };
}

/** A `conversations` row read back from `row_to_json`, as Drizzle would give it. */
export function conversationFromJson(row: JsonRow): ConversationRow {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    title: row.title as string,
    targetLanguage: row.target_language as ConversationRow['targetLanguage'],
    nativeLanguage: row.native_language as ConversationRow['nativeLanguage'],
    skillLevel: row.skill_level as ConversationRow['skillLevel'],
    learningMode: row.learning_mode as ConversationRow['learningMode'],
    goals: row.goals as ConversationRow['goals'],
    status: row.status as ConversationRow['status'],
    messageCount: Number(row.message_count),
    lastMessagePreview: (row.last_message_preview ?? null) as string | null,
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
    lastMessageAt: instantOrNull(row.last_message_at),
    endedAt: instantOrNull(row.ended_at),
    tutorSummary: (row.tutor_summary ?? null) as ConversationRow['tutorSummary'],
  };
}

/** Rows of a raw result, whichever driver produced it (postgres.js: an array; PGlite: `{ rows }`). */
export function rowsOf<T = JsonRow>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
