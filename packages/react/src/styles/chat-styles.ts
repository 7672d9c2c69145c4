import { SMALL_MAX_WIDTH } from './media-queries.js';

/**
 * Styles of the chat-screen components (header, menus, suggestions, emoji picker's trigger, voice button, status
 * lines, drawer; the parts that load on demand bring their own), to be appended to `parlaStylesheet`. Same rules as
 * the main sheet: only `.parla-` selectors, the custom properties of `.parla-root`, fields never under 16 px.
 */
export const chatStyles = `
/* Menus (message and conversation): the button's box; the list's rules load with it (components/menu/menu-styles.ts). */
.parla-menu { position: relative; display: inline-flex; }

/* Message menu: the button sits in the bubble's corner, the translation below the text (the editor's rules load with it). */
.parla-message { position: relative; }
.parla-message-menu { display: contents; }
.parla-message__retry { min-height: 32px; margin-top: 2px; padding: 0 8px; margin-left: -8px; font-size: 0.875rem; }
.parla-message-menu__trigger { position: absolute; top: 2px; right: 2px; }
.parla-message-menu__trigger .parla-icon-button { width: 32px; height: 32px; color: var(--parla-color-text-muted); }
.parla-message:has(.parla-message-menu) { padding-right: 40px; }
.parla-message-menu__translation { margin-top: 8px; padding-top: 6px; border-top: 1px solid var(--parla-color-outline); }
.parla-message-menu__translation p { margin: 0; }
.parla-message-menu__translation-label, .parla-message-menu__note { display: block; margin: 4px 0 0; font-size: 0.75rem; color: var(--parla-color-text-muted); }
.parla-message-menu__error { margin: 4px 0 0; font-size: 0.875rem; color: var(--parla-color-error-text); }

/* The review of a learner's message: wrong parts struck through, replacements underlined after them (drawn from
   data-replacement, so the text stays what the learner wrote); "Why?" opens the explanations. */
.parla-corrected-text__original, .parla-corrections__change del { color: var(--parla-color-error-text); text-decoration: line-through 2px; }
.parla-corrected-text__replacement::before { content: attr(data-replacement); }
.parla-corrected-text__replacement, .parla-corrections__change ins { color: var(--parla-color-primary-text); text-decoration: underline 2px; text-underline-offset: 2px; font-weight: 600; }
.parla-corrected-text__original + .parla-corrected-text__replacement { margin-left: 0.25em; }
.parla-corrections { margin-top: 6px; padding-top: 4px; border-top: 1px solid var(--parla-color-outline); font-size: 0.875rem; }
.parla-corrections__summary, .parla-corrections__status { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 0; color: var(--parla-color-text-muted); }
.parla-corrections__summary .parla-corrections__why { min-height: 32px; padding: 0 8px; font-size: 0.875rem; }
.parla-corrections__note, .parla-corrections__better { margin: 4px 0 0; color: var(--parla-color-text-muted); }
.parla-corrections__panel { margin-top: 4px; border-radius: 8px; }
.parla-corrections__panel:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }
.parla-corrections__list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.parla-corrections__change { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 6px; }
.parla-corrections__category { padding: 0 6px; border: 1px solid var(--parla-color-outline); border-radius: 8px; font-size: 0.75rem; color: var(--parla-color-text-muted); }
.parla-corrections__explanation { display: block; }

/* Message list: windowed items (padding stands for the unmounted ones; the list keeps its own scroll anchor). */
.parla-message-list { overflow-anchor: none; }
/* The scrolling regions the keyboard can focus get the same 3 px ring as controls, inside their edge (they clip). */
.parla-message-list:focus-visible, .parla-chat-screen__drawer:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: -3px; }
.parla-message-list__items { display: flex; flex-direction: column; gap: inherit; }
.parla-message-list__older { align-self: center; display: flex; align-items: center; min-height: 40px; margin: 0; color: var(--parla-color-text-muted); }

/* Header. */
.parla-chat-header { display: flex; align-items: center; gap: 8px; padding: 8px 16px; border-bottom: 1px solid var(--parla-color-outline); }
.parla-chat-header__text { flex: 1; min-width: 0; }
.parla-chat-header__title { margin: 0; font-size: 1.125rem; line-height: 1.3; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* One row of chips, there from the first frame (empty while the conversation loads), so nothing below moves when it
   arrives; a chip too long for a narrow header is cut short with an ellipsis rather than wrapping. */
.parla-chat-header__meta { display: flex; gap: 6px; margin: 2px 0 0; min-height: calc(0.875rem * 1.5 + 6px); }
.parla-chat-header__meta > .parla-chip { display: block; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.parla-chat-header__meta > .parla-chip:first-child { flex: none; max-width: 60%; }
.parla-status-dot { width: 12px; height: 12px; border-radius: 50%; flex: none; background: var(--parla-snackbar-success); }
.parla-status-dot[data-state="offline"] { background: var(--parla-color-error-text); }

/* Suggestions: one row that scrolls sideways (its 5 px padding keeps the focus ring inside), so in a narrow chat they
   never push the input down; a long one wraps inside its chip, at most 85 % of the row wide, so the next one peeks in.
   Where the chat is too short even for that row, the section scrolls and the input stays. */
.parla-suggestions { flex: 0 1 auto; overflow-y: auto; padding: 8px 16px; }
.parla-suggestions__title { margin: 0 0 6px; font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-suggestions__header { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; }
.parla-suggestions__toggle { min-height: 0; padding: 2px 8px; font-size: 0.8125rem; white-space: nowrap; }
.parla-suggestions[data-collapsed] .parla-suggestions__title { margin-bottom: 0; }
.parla-suggestions__list[hidden] { display: none; }
.parla-suggestions__list { display: flex; align-items: center; gap: 8px; margin: -5px; padding: 5px; overflow-x: auto; scroll-padding-inline: 5px; scrollbar-width: thin; list-style: none; }
.parla-suggestions__list > li { flex: none; max-width: 85%; }
.parla-suggestion {
  min-height: 40px; padding: 6px 14px; border: 1px solid var(--parla-color-primary-text); border-radius: 20px;
  font: inherit; color: var(--parla-color-primary-text); background: var(--parla-color-surface); cursor: pointer; text-align: start;
}
.parla-suggestion:disabled { cursor: not-allowed; opacity: 0.55; }
.parla-suggestion:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }

/* Emoji picker: the trigger's box (the panel's rules load with it: components/emoji-picker/emoji-panel-styles.ts). */
.parla-emoji-picker { position: relative; display: inline-flex; }

/* Voice button. */
.parla-voice-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.55; }
.parla-auto-play-toggle[aria-pressed="true"] { color: var(--parla-color-primary-text); }

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

/* Chat screen with its 256 px drawer (§9), an overlay below the sm breakpoint. The breakpoint applies to the screen's
   own width (a query container), so a narrow widget on a wide page collapses its drawer too. */
.parla-chat-screen { position: relative; container: parla-chat-screen / inline-size; display: flex; height: 100%; min-height: 0; }
.parla-chat-screen__drawer {
  flex: none; width: var(--parla-drawer-width); overflow-y: auto; border-right: 1px solid var(--parla-color-outline);
  background: var(--parla-color-surface);
}
.parla-chat-screen__drawer[hidden] { display: none; }
.parla-chat-screen__scrim { display: none; }
.parla-chat-screen__main { display: flex; flex: 1; flex-direction: column; min-width: 0; min-height: 0; }
.parla-chat-screen__main .parla-message-list { flex: 1; }
.parla-chat-unavailable { display: flex; flex: 1; flex-direction: column; align-items: center; justify-content: center; gap: 12px; padding: 24px; text-align: center; }
.parla-chat-unavailable__title { margin: 0; font-size: 1.125rem; }
.parla-chat-unavailable__reason { margin: 0; color: var(--parla-color-error-text); }
.parla-chat-unavailable__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
@container parla-chat-screen (max-width: ${SMALL_MAX_WIDTH}) {
  .parla-chat-screen__drawer { position: absolute; top: 0; bottom: 0; left: 0; z-index: 1250; box-shadow: var(--parla-elevation-24); }
  .parla-chat-screen[data-drawer="open"] > .parla-chat-screen__scrim { display: block; position: absolute; inset: 0; z-index: 1249; background: rgb(0 0 0 / 0.32); }
  /* The emoji panel then spans the screen above the input (components/emoji-picker/emoji-panel-styles.ts). */
  .parla-emoji-picker { position: static; }
}

/* A phone's 320 px: half the gaps beside the message box, so it keeps room for a word ("Write a message…" broke
   inside "message" at 96 px). */
@container parla-chat-screen (max-width: 359.98px) { .parla-chat-input { gap: 4px; } }

/* The chat input hides while the voice recorder shows (its rules load with it: components/voice-recorder/voice-recorder-styles.ts);
   a busy line stands in for the recorder while its code loads. */
.parla-chat-input[hidden] { display: none; }
.parla-chat-screen__recorder-loading { display: flex; align-items: center; gap: 8px; margin: 0; padding: 8px 16px 16px; }
`;
