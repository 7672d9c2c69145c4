export { ChatHeader } from './chat-header.js';
export type { ChatHeaderProps } from './chat-header.js';
export { useLanguageName } from './use-language-name.js';
export { LEARNING_MODE_KEYS } from './learning-mode-key.js';
