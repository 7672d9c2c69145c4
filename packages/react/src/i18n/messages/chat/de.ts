import type { ChatKey } from './en.js';

/** German messages of the chat area. */
export const chatDe: Readonly<Record<ChatKey, string>> = {
};
