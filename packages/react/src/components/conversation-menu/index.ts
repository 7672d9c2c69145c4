export { ConversationMenu } from './conversation-menu.js';
export type { ConversationMenuProps } from './conversation-menu.js';
export { exportFile, exportFilename } from './export-filename.js';
export type { PracticeExercise, PracticeRequest } from './practice-request.js';
