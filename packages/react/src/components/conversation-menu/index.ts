export { ConversationMenu } from './conversation-menu.js';
export type { ConversationMenuProps } from './conversation-menu.js';
export { exportFile, exportFilename } from './export-filename.js';
