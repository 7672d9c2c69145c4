export { ChatScreen } from './chat-screen.js';
export type { ChatScreenProps } from './chat-screen.js';
