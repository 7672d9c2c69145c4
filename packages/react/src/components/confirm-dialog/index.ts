export { ConfirmDialog } from './confirm-dialog.js';
export type { ConfirmDialogProps } from './confirm-dialog.js';
