import type { ChatKey } from './en.js';

/** Korean messages of the chat area. */
export const chatKo: Readonly<Record<ChatKey, string>> = {
};
