import type { ChatKey } from './en.js';

/** Spanish messages of the chat area. */
export const chatEs: Readonly<Record<ChatKey, string>> = {
};
