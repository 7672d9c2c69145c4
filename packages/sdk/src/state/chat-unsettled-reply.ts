import type { ChatState } from './chat-state.js';

/** How often, and how many times, a reply still being written when its conversation was opened is looked up again. */
const UNSETTLED_REPLY_CHECK_MS = 1000;
const UNSETTLED_REPLY_CHECKS = 120;

/**
 * Follows a reply the tutor was still writing when its conversation was opened (its stream belonged to an earlier
 * visit): looks it up every second until it is delivered or failed, then shows it settled; stops when the chat moves on
 * to another conversation (`expected` is the generation it was opened in).
 */
export function followUnsettledReply(state: ChatState, conversationId: string, messageId: string, expected: number, checks = 1): void {
  const { client, logger, $messages } = state;
  state.clock.setTimeout(() => {
    if (expected !== state.generation) {
      return;
    }
    client.conversations.messages(conversationId, { ordering: '-timestamp', limit: state.pageSize }).then(
      (page) => {
        const settled = page.results.find((message) => message.id === messageId);
        if (expected !== state.generation) {
          return;
        }
        if (settled && settled.status !== 'processing') {
          $messages.set($messages.get().map((message) => (message.id === messageId ? settled : message)));
        } else if (settled && checks < UNSETTLED_REPLY_CHECKS) {
          followUnsettledReply(state, conversationId, messageId, expected, checks + 1);
        }
      },
      (error: unknown) => {
        // A lookup that failed (offline, a busy server) is tried again, within the same number of checks.
        logger.error('Looking up a reply still being written failed', error);
        if (checks < UNSETTLED_REPLY_CHECKS) {
          followUnsettledReply(state, conversationId, messageId, expected, checks + 1);
        }
      },
    );
  }, UNSETTLED_REPLY_CHECK_MS);
}
