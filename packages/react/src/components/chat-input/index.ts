export { ChatInput } from './chat-input.js';
export type { ChatInputProps, ChatInputTools } from './chat-input.js';
