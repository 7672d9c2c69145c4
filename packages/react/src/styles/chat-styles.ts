import { BREAKPOINTS } from '@parla/contract/constants';

/** Below this width the drawer collapses into an overlay (§9, the `sm` breakpoint). */
const mobileMax = `${BREAKPOINTS.sm - 0.02}px`;

/**
 * Styles of the chat-screen components (header, menus, suggestions, history, settings, emoji picker, voice button,
 * status lines, drawer), to be appended to `parlaStylesheet`. Same rules as the main sheet: only `.parla-` selectors,
 * the custom properties of `.parla-root`, fields never under 16 px.
 */
export const chatStyles = `
/* Menus (message and conversation): the button's box; the list's rules load with it (components/menu/menu-styles.ts). */
.parla-menu { position: relative; display: inline-flex; }

/* Message menu: the button sits in the bubble's corner, the translation below the text (the editor's rules load with it). */
.parla-message { position: relative; }
.parla-message-menu { display: contents; }
.parla-message-menu__trigger { position: absolute; top: 2px; right: 2px; }
.parla-message-menu__trigger .parla-icon-button { width: 32px; height: 32px; color: var(--parla-color-text-muted); }
.parla-message:has(.parla-message-menu) { padding-right: 40px; }
.parla-message-menu__translation { margin-top: 8px; padding-top: 6px; border-top: 1px solid var(--parla-color-outline); }
.parla-message-menu__translation p { margin: 0; }
.parla-message-menu__translation-label, .parla-message-menu__note { display: block; margin: 4px 0 0; font-size: 0.75rem; color: var(--parla-color-text-muted); }
.parla-message-menu__error { margin: 4px 0 0; font-size: 0.875rem; color: var(--parla-color-error-text); }

/* Message list: windowed items (padding stands for the unmounted ones; the list keeps its own scroll anchor). */
.parla-message-list { overflow-anchor: none; }
.parla-message-list__items { display: flex; flex-direction: column; gap: inherit; }
.parla-message-list__older { align-self: center; display: flex; align-items: center; min-height: 40px; margin: 0; color: var(--parla-color-text-muted); }

/* Header. */
.parla-chat-header { display: flex; align-items: center; gap: 8px; padding: 8px 16px; border-bottom: 1px solid var(--parla-color-outline); }
.parla-chat-header__text { flex: 1; min-width: 0; }
.parla-chat-header__title { margin: 0; font-size: 1.125rem; line-height: 1.3; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.parla-chat-header__meta { display: flex; flex-wrap: wrap; gap: 6px; margin: 2px 0 0; }
.parla-status-dot { width: 12px; height: 12px; border-radius: 50%; flex: none; background: var(--parla-snackbar-success); }
.parla-status-dot[data-state="offline"] { background: var(--parla-color-error-text); }

/* Suggestions. */
.parla-suggestions { padding: 8px 16px; }
.parla-suggestions__greeting { margin: 0 0 8px; }
.parla-suggestions__title { margin: 0 0 6px; font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-suggestions__list { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.parla-suggestion {
  min-height: 40px; padding: 6px 14px; border: 1px solid var(--parla-color-primary-text); border-radius: 999px;
  font: inherit; color: var(--parla-color-primary-text); background: var(--parla-color-surface); cursor: pointer; text-align: start;
}
.parla-suggestion:disabled { cursor: not-allowed; opacity: 0.55; }
.parla-suggestion:focus-visible { outline: 3px solid var(--parla-color-accent); outline-offset: 2px; }

/* History. */
.parla-history { display: flex; flex-direction: column; gap: 8px; padding: 16px; }
.parla-history__title, .parla-chat-settings__title { margin: 0; font-size: 1rem; }
.parla-history__list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.parla-history__item { padding: 8px; border-radius: var(--parla-radius); border: 1px solid transparent; }
.parla-history__item[aria-current="true"] { border-color: var(--parla-color-primary); }
.parla-history__item-title { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.parla-history__meta, .parla-history__note { margin: 0; font-size: 0.8125rem; color: var(--parla-color-text-muted); }
.parla-history__preview { margin: 2px 0 0; font-size: 0.875rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.parla-history__actions { display: flex; align-items: center; gap: 4px; margin-top: 4px; }
.parla-history__error { color: var(--parla-color-error-text); }
.parla-history__error p { margin: 0; }

/* Chat settings. */
.parla-chat-settings { display: flex; flex-direction: column; gap: 12px; padding: 16px; }
.parla-fieldset { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; border: 0; }
.parla-fieldset legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
.parla-choice { display: flex; align-items: center; gap: 8px; min-height: 40px; cursor: pointer; }
.parla-radio { width: 18px; height: 18px; accent-color: var(--parla-color-primary-strong); flex: none; }
.parla-radio:focus-visible, .parla-slider:focus-visible { outline: 3px solid var(--parla-color-accent); outline-offset: 2px; }
.parla-chat-settings__speed { display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 4px 12px; }
.parla-chat-settings__speed label { grid-column: 1 / -1; font-weight: 600; }
.parla-slider { width: 100%; accent-color: var(--parla-color-primary-strong); }
.parla-chat-settings__note { margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); }

/* Emoji picker. */
.parla-emoji-picker { position: relative; display: inline-flex; }
.parla-emoji-picker__panel {
  position: absolute; bottom: 100%; right: 0; z-index: 1200; display: flex; flex-direction: column; gap: 8px;
  width: min(360px, calc(100vw - 32px)); max-height: min(420px, 60vh); overflow-y: auto; padding: 12px;
  border-radius: var(--parla-radius); color: var(--parla-color-text); background: var(--parla-color-surface); box-shadow: var(--parla-elevation-3);
}
.parla-emoji-picker__search-label { font-size: 0.875rem; font-weight: 600; }
.parla-emoji-picker__heading { margin: 8px 0 4px; font-size: 0.8125rem; color: var(--parla-color-text-muted); }
.parla-emoji-picker__row { display: grid; grid-template-columns: repeat(8, 1fr); }
.parla-emoji-picker__emoji {
  width: 100%; aspect-ratio: 1; min-height: 36px; padding: 0; border: 0; border-radius: var(--parla-radius);
  font-size: 1.375rem; line-height: 1; background: transparent; cursor: pointer;
}
.parla-emoji-picker__emoji:hover { background: var(--parla-color-code-background); }
.parla-emoji-picker__emoji:focus-visible { outline: 3px solid var(--parla-color-accent); outline-offset: -2px; }
.parla-emoji-picker__empty { margin: 0; color: var(--parla-color-text-muted); }

/* Voice button. */
.parla-voice-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.55; }

/* Status lines. */
.parla-status-banner:empty, .parla-retry-status:empty { display: none; }
.parla-status-banner { display: flex; flex-direction: column; gap: 4px; padding: 8px 16px 0; }
.parla-status-banner__notice {
  display: flex; align-items: center; gap: 8px; margin: 0; padding: 8px 12px; border-radius: var(--parla-radius);
  color: var(--parla-snackbar-text); background: var(--parla-snackbar-warning);
}
.parla-status-banner__notice[data-kind="offline"] { background: var(--parla-snackbar-info); }
.parla-status-banner__notice[data-kind="quota-exceeded"] { background: var(--parla-snackbar-error); }
.parla-retry-status { margin: 0; padding: 4px 16px; font-size: 0.875rem; color: var(--parla-color-text-muted); }

/* Chat screen with its 256 px drawer (§9), an overlay below the sm breakpoint. */
.parla-chat-screen { display: flex; height: 100%; min-height: 0; }
.parla-chat-screen__drawer {
  flex: none; width: var(--parla-drawer-width); overflow-y: auto; border-right: 1px solid var(--parla-color-outline);
  background: var(--parla-color-surface);
}
.parla-chat-screen__drawer[hidden] { display: none; }
.parla-chat-screen__main { display: flex; flex: 1; flex-direction: column; min-width: 0; min-height: 0; }
.parla-chat-screen__main .parla-message-list { flex: 1; }
@media (max-width: ${mobileMax}) {
  .parla-chat-screen__drawer { position: fixed; top: 0; bottom: 0; left: 0; z-index: 1250; box-shadow: var(--parla-elevation-24); }
  .parla-emoji-picker__panel { position: fixed; left: 8px; right: 8px; bottom: 72px; width: auto; }
}

/* The chat input hides while the voice recorder shows (its rules load with it: components/voice-recorder/voice-recorder-styles.ts);
   a busy line stands in for the recorder while its code loads. */
.parla-chat-input[hidden] { display: none; }
.parla-chat-screen__recorder-loading { display: flex; align-items: center; gap: 8px; margin: 0; padding: 8px 16px 16px; }
`;
