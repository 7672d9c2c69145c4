export { PracticeDialog } from './practice-dialog.js';
export type { PracticeDialogProps } from './practice-dialog.js';
