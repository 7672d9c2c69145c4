import type { ChatKey } from './en.js';

/** French messages of the chat area. */
export const chatFr: Readonly<Record<ChatKey, string>> = {
};
