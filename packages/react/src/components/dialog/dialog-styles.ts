import { MOBILE_MAX_WIDTH } from '../../styles/media-queries.js';

/**
 * The rules of every modal dialog (backdrop, panel, header, lead text, scrolling text, consent line, form, actions), rendered by each
 * dialog as an adopted stylesheet `parla-dialog` (`<AdoptedStyle>`) (`<DialogStyles />`), so the chat's own sheet leaves them out.
 */
export const dialogStyles = `
.parla-dialog-backdrop { position: fixed; inset: 0; z-index: 1300; background: var(--parla-color-scrim); }
.parla-dialog {
  position: fixed; z-index: 1301; top: 50%; left: 50%; transform: translate(-50%, -50%);
  display: flex; flex-direction: column; gap: 16px; width: min(680px, calc(100vw - 32px)); max-height: calc(100vh - 32px);
  padding: 24px; color: var(--parla-color-text); background: var(--parla-color-surface);
  border-radius: 12px; box-shadow: var(--parla-elevation-24);
  /* Too short for its parts (a phone on its side, a small launcher panel): the whole dialog scrolls, its buttons in reach. */
  overflow-y: auto;
}
.parla-dialog__header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.parla-dialog__title { margin: 0; font-size: 1.375rem; line-height: 1.3; }
.parla-dialog__meta { margin: 0; width: 100%; color: var(--parla-color-text-muted); font-size: 0.875rem; }
.parla-dialog__text { flex: 1; min-height: 120px; overflow-y: auto; padding-right: 8px; }
.parla-dialog__text h3 { margin: 16px 0 4px; font-size: 1rem; }
.parla-dialog__text p { margin: 0; white-space: pre-line; }
.parla-dialog__consent { display: flex; align-items: center; gap: 12px; cursor: pointer; }
.parla-dialog__lead { margin: 0; }
.parla-dialog__form { display: flex; flex-direction: column; gap: 16px; }
.parla-dialog__actions { display: flex; justify-content: flex-end; gap: 8px; }
@media (max-width: ${MOBILE_MAX_WIDTH}) { .parla-dialog { width: 100vw; max-height: 100vh; height: 100vh; border-radius: 0; } }
/* While a dialog is open, snackbars move to the top, off its buttons (its own notices stay readable above the scrim). */
.parla-root:has(.parla-dialog) .parla-snackbar-region { top: 16px; bottom: auto; }
`;
