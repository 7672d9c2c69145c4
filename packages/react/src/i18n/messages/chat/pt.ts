import type { ChatKey } from './en.js';

/** Portuguese messages of the chat area. */
export const chatPt: Readonly<Record<ChatKey, string>> = {
};
