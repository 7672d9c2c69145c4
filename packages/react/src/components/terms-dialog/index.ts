export { TermsDialog, preloadTermsDialog } from './terms-dialog.js';
export type { TermsDialogProps, TermsSection } from './terms-dialog.js';
