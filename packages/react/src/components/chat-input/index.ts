export { ChatInput } from './chat-input.js';
export type { ChatInputHandle, ChatInputProps, ChatInputTools } from './chat-input.js';
