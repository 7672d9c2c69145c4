import { SMALL_MAX_WIDTH } from '../../styles/media-queries.js';

/** The rules of the emoji picker's panel, rendered by `<EmojiPanel>` as an adopted stylesheet `parla-emoji-panel` (`<AdoptedStyle>`). */
export const emojiPanelStyles = `
.parla-emoji-picker__panel {
  position: absolute; bottom: 100%; right: 0; z-index: 1200; display: flex; flex-direction: column; gap: 8px;
  width: min(360px, calc(100vw - 32px)); max-height: min(420px, 60vh, var(--parla-panel-room, 420px)); overflow-y: auto; padding: 12px;
  border-radius: var(--parla-radius); color: var(--parla-color-text); background: var(--parla-color-surface); box-shadow: var(--parla-elevation-3);
}
.parla-root[data-theme="dark"] .parla-emoji-picker__panel { border: 1px solid var(--parla-color-outline); }
.parla-emoji-picker__search-label { font-size: 0.875rem; font-weight: 600; }
.parla-emoji-picker__heading { margin: 8px 0 4px; font-size: 0.8125rem; color: var(--parla-color-text-muted); }
.parla-emoji-picker__row { display: grid; grid-template-columns: repeat(8, 1fr); }
.parla-emoji-picker__emoji {
  width: 100%; aspect-ratio: 1; min-height: 36px; padding: 0; border: 0; border-radius: var(--parla-radius);
  font-size: 1.375rem; line-height: 1; background: transparent; cursor: pointer;
}
.parla-emoji-picker__emoji:hover { background: var(--parla-color-code-background); }
.parla-emoji-picker__emoji:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: -2px; }
.parla-emoji-picker__empty { margin: 0; color: var(--parla-color-text-muted); }
@container parla-chat-screen (max-width: ${SMALL_MAX_WIDTH}) {
  .parla-emoji-picker__panel { left: 8px; right: 8px; bottom: 72px; width: auto; }
}
`;
