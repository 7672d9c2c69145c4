import type { Message } from '@parla/contract';

/** The id prefix of a learner's message the server has not stored yet (the optimistic message of a send). */
export const TEMPORARY_ID_PREFIX = 'pending-';

/**
 * Whether `message` is one of the learner's that the server never stored (its send failed, e.g. offline or rate-limited):
 * it shows as `failed`, and `chat.retry(message.id)` sends it again.
 * @example
 * if (isUndelivered(message)) await chat.retry(message.id);
 */
export function isUndelivered(message: Message): boolean {
  return message.sender === 'user' && message.status === 'failed' && isTemporaryId(message.id);
}

/** Whether `id` is that of a message the server has not stored (an optimistic one, sending or undelivered). */
export function isTemporaryId(id: string): boolean {
  return id.startsWith(TEMPORARY_ID_PREFIX);
}
