/**
 * The rules of the message editor, rendered by `<MessageEditor>` as an adopted stylesheet `parla-message-editor` (`<AdoptedStyle>`),
 * so they arrive with the message menu's popup chunk; `parlaStylesheet` contains them too.
 */
export const messageEditorStyles = `
.parla-message-editor { display: flex; flex-direction: column; gap: 6px; margin-top: 8px; }
.parla-message-editor .parla-field { resize: vertical; }
.parla-message-editor__actions { display: flex; justify-content: flex-end; gap: 8px; }
.parla-message-editor__note { margin: 0; font-size: 0.8125rem; color: var(--parla-color-text-muted); }
`;
