import type { ChatKey } from './en.js';

/** Chinese messages of the chat area. */
export const chatZh: Readonly<Record<ChatKey, string>> = {
};
