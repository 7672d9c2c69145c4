import { BREAKPOINTS, COMPONENT_DEFAULTS } from '@parla/contract/constants';
import { MOBILE_MAX_WIDTH } from './media-queries.js';
import { DARK_TOKENS, LIGHT_TOKENS, SNACKBAR_TEXT, SNACKBAR_TONES } from './tokens.js';
import type { ColorTokens } from './tokens.js';
import { chatStyles } from './chat-styles.js';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function colorVariables(tokens: ColorTokens): string {
  return Object.entries(tokens)
    .map(([name, value]) => `  --parla-color-${kebab(name)}: ${value};`)
    .join('\n');
}

/**
 * The chat's stylesheet as text: the foundation (colours, type, buttons, fields, snackbar) and the chat screen (dialogs
 * bring their rules with them, `dialogStyles`); `parlaStylesheet` adds the other screens. Every selector is `:host`, `.parla-root` or a `parla-` class, so it
 * neither leaks into a host page nor depends on one, and it works inside a shadow root (`<style>{parlaStylesheet}</style>`).
 * The scheme follows `data-theme="light|dark"` on the root (`<ParlaRoot>` sets it from the session's resolved theme).
 * Breakpoints are documented as `--parla-breakpoint-*` (custom properties cannot drive media queries; the mobile query is built in).
 */
export const parlaChatStylesheet = `
:host, .parla-root {
${colorVariables(LIGHT_TOKENS)}
  --parla-snackbar-text: ${SNACKBAR_TEXT};
${Object.entries(SNACKBAR_TONES)
  .map(([tone, value]) => `  --parla-snackbar-${tone}: ${value};`)
  .join('\n')}
  --parla-breakpoint-sm: ${BREAKPOINTS.sm}px;
  --parla-breakpoint-md: ${BREAKPOINTS.md}px;
  --parla-breakpoint-lg: ${BREAKPOINTS.lg}px;
  --parla-breakpoint-xl: ${BREAKPOINTS.xl}px;
  --parla-drawer-width: ${COMPONENT_DEFAULTS.drawerWidth}px;
  --parla-rail-width: ${COMPONENT_DEFAULTS.railWidth}px;
  --parla-radius: 8px;
  --parla-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif;
  --parla-font-size: 16px;
  --parla-elevation-1: 0 1px 3px rgba(0, 0, 0, 0.2), 0 1px 1px rgba(0, 0, 0, 0.14);
  --parla-elevation-3: 0 3px 8px rgba(0, 0, 0, 0.25), 0 3px 4px rgba(0, 0, 0, 0.16);
  --parla-elevation-24: 0 11px 15px rgba(0, 0, 0, 0.2), 0 24px 38px rgba(0, 0, 0, 0.14);
  color-scheme: light;
  color: var(--parla-color-text);
  background: var(--parla-color-background);
  font-family: var(--parla-font-family);
  font-size: var(--parla-font-size);
  line-height: 1.5;
}
:host([data-theme="dark"]), .parla-root[data-theme="dark"] {
${colorVariables(DARK_TOKENS)}
  color-scheme: dark;
}
.parla-root *, .parla-root *::before, .parla-root *::after { box-sizing: border-box; }

.parla-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
.parla-focus-ring:focus-visible, .parla-button:focus-visible, .parla-icon-button:focus-visible,
.parla-checkbox:focus-visible, .parla-dialog__text:focus-visible, .parla-field:focus-visible, .parla-root a:focus-visible {
  outline: 3px solid var(--parla-color-focus); outline-offset: 2px;
}

/* A part that loads on demand and could not (components/on-demand/on-demand.tsx). */
.parla-load-failed { margin: 0; padding: 4px 8px; font-size: 0.875rem; color: var(--parla-color-error-text); }

.parla-icon { display: inline-block; width: 1.5em; height: 1.5em; fill: currentColor; flex: none; vertical-align: middle; }

/* Buttons: elevated and primary by default (§9). */
.parla-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 40px; padding: 0 16px; border: 0; border-radius: var(--parla-radius);
  font: inherit; font-weight: 600; letter-spacing: 0.02em; cursor: pointer;
  color: var(--parla-color-on-primary-strong); background: var(--parla-color-primary-strong);
  box-shadow: var(--parla-elevation-1);
}
.parla-button:hover:not(:disabled) { box-shadow: var(--parla-elevation-3); }
.parla-button:disabled { cursor: not-allowed; opacity: 0.55; box-shadow: none; }
.parla-button[data-variant="text"] { background: transparent; color: var(--parla-color-primary-text); box-shadow: none; }
.parla-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  padding: 0; border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer; font: inherit;
}
.parla-icon-button:disabled { cursor: not-allowed; opacity: 0.55; }

/* Fields: outlined and primary (§9); never under 16 px, so mobile browsers do not zoom. */
.parla-field {
  width: 100%; padding: 10px 12px; font: inherit; font-size: max(16px, 1rem);
  color: var(--parla-color-text); background: var(--parla-color-surface);
  border: 1px solid var(--parla-color-outline); border-radius: var(--parla-radius);
}
.parla-field:focus { border-color: var(--parla-color-primary); box-shadow: inset 0 0 0 1px var(--parla-color-primary); outline: none; }
.parla-field[aria-invalid="true"] { border-color: var(--parla-color-error-text); }
.parla-field-error { margin: 4px 0 0; color: var(--parla-color-error-text); font-size: 0.875rem; }

.parla-checkbox { width: 20px; height: 20px; accent-color: var(--parla-color-primary-strong); flex: none; }
.parla-chip {
  display: inline-flex; align-items: center; padding: 2px 10px; border-radius: 999px; font-size: 0.875rem;
  color: var(--parla-color-primary-text); border: 1px solid currentColor;
}

.parla-spinner {
  display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent;
  border-radius: 50%; animation: parla-spin 0.8s linear infinite;
}
@keyframes parla-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .parla-spinner { animation-duration: 2.4s; } }

/* Snackbar (§2): bottom right, colour by type. */
.parla-snackbar-region {
  position: fixed; right: 16px; bottom: 16px; z-index: 1400; display: flex; flex-direction: column; gap: 8px;
  max-width: min(560px, calc(100vw - 32px)); pointer-events: none;
}
.parla-snackbar {
  display: flex; align-items: center; gap: 8px; min-height: 48px; padding: 6px 8px 6px 16px;
  border-radius: var(--parla-radius); box-shadow: var(--parla-elevation-3); pointer-events: auto;
  color: var(--parla-snackbar-text); background: var(--parla-snackbar-primary);
}
.parla-snackbar[data-tone="success"] { background: var(--parla-snackbar-success); }
.parla-snackbar[data-tone="error"] { background: var(--parla-snackbar-error); }
.parla-snackbar[data-tone="warning"] { background: var(--parla-snackbar-warning); }
.parla-snackbar[data-tone="info"] { background: var(--parla-snackbar-info); }
.parla-snackbar__text { flex: 1; margin: 0; }
.parla-snackbar__action { background: transparent; color: inherit; box-shadow: none; text-decoration: underline; }
@media (max-width: ${MOBILE_MAX_WIDTH}) { .parla-snackbar-region { left: 8px; right: 8px; bottom: 8px; max-width: none; } }
/* Where a chat shows, snackbars sit 8 px above its suggested replies, else its input (or the voice recorder), never over
   Send: anchors, so a taller input moves them too. Without a chat, or a browser without anchor positioning, as above. */
.parla-chat-input, .parla-voice-recorder { anchor-name: --parla-chat-input; }
.parla-suggestions { anchor-name: --parla-suggestions; }
.parla-snackbar-region { bottom: calc(anchor(--parla-suggestions top, anchor(--parla-chat-input top, 8px)) + 8px); }

/* Messages. */
.parla-message-list { display: flex; flex-direction: column; gap: 12px; overflow-y: auto; padding: 16px; min-height: 0; }
.parla-message { max-width: min(75ch, 85%); padding: 10px 14px; border-radius: 16px; overflow-wrap: anywhere; }
.parla-message[data-sender="user"] { align-self: flex-end; background: var(--parla-color-user-bubble); border-bottom-right-radius: 4px; }
.parla-message[data-sender="ai"] { align-self: flex-start; background: var(--parla-color-ai-bubble); border-bottom-left-radius: 4px; }
.parla-message[data-status="failed"] { outline: 1px dashed var(--parla-color-error-text); }
.parla-message__sender { display: block; font-size: 0.75rem; font-weight: 600; color: var(--parla-color-text-muted); }
.parla-message__edited { display: block; font-size: 0.75rem; color: var(--parla-color-text-muted); }
.parla-message__status { display: block; font-size: 0.75rem; color: var(--parla-color-error-text); }
.parla-message__text { margin: 0; }
.parla-message__text code { font-family: ui-monospace, "SFMono-Regular", Consolas, monospace; font-size: 0.9em; padding: 0 4px; border-radius: 4px; background: var(--parla-color-code-background); }
.parla-message-list__error { align-self: center; margin: 0; color: var(--parla-color-error-text); }

/* Chat input. */
.parla-chat-input { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; padding: 8px 16px 16px; }
.parla-chat-input .parla-field { flex: 1; min-width: 0; resize: vertical; max-height: 40vh; }
.parla-chat-input .parla-field-error { flex-basis: 100%; order: 3; }
.parla-chat-input .parla-message-length { flex-basis: 100%; order: 4; }
.parla-chat-input__waiting { flex-basis: 100%; order: 3; margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-message-length { margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-message-length[data-state="over"] { color: var(--parla-color-error-text); font-weight: 600; }
.parla-chat-input .parla-icon-button[data-variant="filled"] { color: var(--parla-color-on-primary-strong); background: var(--parla-color-primary-strong); box-shadow: var(--parla-elevation-1); }
${chatStyles}
`;
