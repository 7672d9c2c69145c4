export { ChatMessageList } from './chat-message-list.js';
export type { ChatMessageListProps } from './chat-message-list.js';
