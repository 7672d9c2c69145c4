import type { Message } from '@parla/contract';
import { isTemporaryId } from './undelivered.js';

/**
 * Whether editing message `messageId` has the tutor write its reply again: it is the learner's latest message (stored,
 * with no message of the learner's after it). Editing an older one changes it alone; the later replies stay as they were.
 * @example
 * const note = editRegeneratesReply(chat.$messages.get(), message.id) ? 'The tutor will reply again' : 'Later replies stay';
 */
export function editRegeneratesReply(messages: readonly Message[], messageId: string): boolean {
  const index = messages.findIndex((message) => message.id === messageId);
  const message = messages[index];
  if (!message || message.sender !== 'user' || isTemporaryId(message.id)) {
    return false;
  }
  return !messages.slice(index + 1).some((later) => later.sender === 'user');
}
