export { ChatSettings } from './chat-settings.js';
export type { ChatSettingsProps } from './chat-settings.js';
