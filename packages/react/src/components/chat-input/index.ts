export { ChatInput } from './chat-input.js';
export type { ChatInputProps } from './chat-input.js';
