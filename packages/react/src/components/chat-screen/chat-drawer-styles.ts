/**
 * The rules of the chat drawer's contents (the history and the chat settings, with the fieldset, choice, radio and
 * slider they share with the screens), rendered by `<ChatDrawerContents>` as an adopted stylesheet `parla-chat-drawer` (`<AdoptedStyle>`).
 */
export const chatDrawerStyles = `
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
/* "Open now" stays on one line ("Abierta ahora" wrapped beside the two buttons). */
.parla-history__actions > .parla-chip { flex: none; white-space: nowrap; }
.parla-history__error { color: var(--parla-color-error-text); }
.parla-history__error p { margin: 0; }

/* Chat settings. */
.parla-chat-settings { display: flex; flex-direction: column; gap: 12px; padding: 16px; }
.parla-fieldset { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; border: 0; }
.parla-fieldset legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
.parla-choice { display: flex; align-items: center; gap: 8px; min-height: 40px; cursor: pointer; }
.parla-radio { width: 18px; height: 18px; accent-color: var(--parla-color-primary-strong); flex: none; }
.parla-radio:focus-visible, .parla-slider:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }
.parla-chat-settings__speed { display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 4px 12px; }
.parla-chat-settings__speed label { grid-column: 1 / -1; font-weight: 600; }
.parla-slider { width: 100%; accent-color: var(--parla-color-primary-strong); }
.parla-chat-settings__note { margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); }
`;
