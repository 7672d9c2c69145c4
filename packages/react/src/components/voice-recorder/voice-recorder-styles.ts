/**
 * The rules of the voice recorder and its level meter, rendered by `<VoiceRecorder>` as an adopted
 * stylesheet `parla-voice-recorder` (`<AdoptedStyle>`), so they arrive with its chunk; `parlaStylesheet` and the screens' styles (the
 * pronunciation practice shares them) contain them too.
 */
export const voiceRecorderStyles = `
.parla-voice-recorder { display: flex; flex-direction: column; gap: 8px; padding: 8px 16px 16px; }
.parla-voice-recorder__meter { display: flex; align-items: center; gap: 12px; }
.parla-voice-recorder__time { flex: none; font-variant-numeric: tabular-nums; color: var(--parla-color-text-muted); }
.parla-voice-recorder__status { margin: 0; min-height: 1.5em; }
.parla-voice-recorder__error { margin: 0; color: var(--parla-color-error-text); }
.parla-voice-recorder__actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px; }
.parla-voice-recorder__hands-free { margin-right: auto; }
.parla-voice-recorder .parla-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.55; }
.parla-level-meter {
  position: relative; flex: 1; height: 10px; overflow: hidden; border-radius: 999px;
  border: 1px solid var(--parla-color-outline); background: var(--parla-color-surface);
}
.parla-level-meter__bar {
  position: absolute; inset: 0; transform-origin: left center; background: var(--parla-color-primary-strong);
  transition: transform 80ms linear;
}
@media (prefers-reduced-motion: reduce) { .parla-level-meter__bar { transition: none; } }
`;
