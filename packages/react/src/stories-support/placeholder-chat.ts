import { createChatSession, createClient, memoryTokenStore } from '@parla/sdk';
import type { ChatSession } from '@parla/sdk';

/** A fetch that refuses: the placeholder chat never calls it. */
const noNetwork: typeof globalThis.fetch = () => Promise.reject(new TypeError('The placeholder chat has no server.'));

/**
 * An idle chat with no conversation, for `args.chat` in a story's meta: `withChat` replaces it with the story session's chat,
 * so it only shows if that decorator is missing.
 */
export const placeholderChat: ChatSession = createChatSession({
  client: createClient({ fetch: noNetwork, tokenStore: memoryTokenStore(), retry: false, rateLimiter: false }),
});
