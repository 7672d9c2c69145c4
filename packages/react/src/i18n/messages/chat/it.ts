import type { ChatKey } from './en.js';

/** Italian messages of the chat area. */
export const chatIt: Readonly<Record<ChatKey, string>> = {
};
