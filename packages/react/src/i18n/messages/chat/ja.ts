import type { ChatKey } from './en.js';

/** Japanese messages of the chat area. */
export const chatJa: Readonly<Record<ChatKey, string>> = {
};
