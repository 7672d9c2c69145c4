export { MessageBubble } from './message-bubble.js';
export type { MessageBubbleProps } from './message-bubble.js';
