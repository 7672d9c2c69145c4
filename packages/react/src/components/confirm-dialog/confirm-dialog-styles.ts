import { MOBILE_MAX_WIDTH } from '../../styles/media-queries.js';

/**
 * The rules of the confirmation dialog, rendered by `<ConfirmDialog>` as a hoisted `<style href="parla-confirm-dialog">`.
 * A hoisted sheet comes before the root's, so the width rule carries `.parla-dialog` too, to win over `.parla-dialog`'s;
 * on a phone it stays a card (a short question needs no full-screen sheet).
 * The dangerous button's colours are the screens' (`screen-styles.ts`), here too for the chat alone (the widget).
 */
export const confirmDialogStyles = `
.parla-dialog.parla-confirm-dialog { width: min(440px, calc(100vw - 32px)); }
@media (max-width: ${MOBILE_MAX_WIDTH}) { .parla-dialog.parla-confirm-dialog { height: auto; max-height: calc(100vh - 32px); border-radius: 12px; } }
.parla-confirm-dialog__body { margin: 0; }
.parla-confirm-dialog .parla-button[data-variant="danger"] { background: var(--parla-color-error-text); color: var(--parla-color-surface); }
`;
