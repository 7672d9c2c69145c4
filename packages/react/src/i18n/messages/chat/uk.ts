import type { ChatKey } from './en.js';

/** Ukrainian messages of the chat area. */
export const chatUk: Readonly<Record<ChatKey, string>> = {
};
