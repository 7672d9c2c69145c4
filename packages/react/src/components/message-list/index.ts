export { MessageList } from './message-list.js';
export type { MessageListProps } from './message-list.js';
