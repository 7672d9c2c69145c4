export { Snackbar } from './snackbar.js';
export type { SnackbarProps } from './snackbar.js';
