/** The rules of the review session and the saved-word list (screens; `parlaStylesheet` contains them). */
export const reviewStyles = `
.parla-review { display: flex; flex-direction: column; gap: 16px; }
.parla-review__progress { margin: 0; color: var(--parla-color-text-muted); font-size: 0.875rem; }
.parla-review__bar { width: 100%; height: 6px; accent-color: var(--parla-color-primary); }
.parla-review__card { display: flex; flex-direction: column; gap: 12px; padding: 20px; border: 1px solid var(--parla-color-outline); border-radius: 12px; background: var(--parla-color-surface); }
.parla-review__ask { margin: 0; font-size: 1rem; color: var(--parla-color-text-muted); }
.parla-review__ask:focus, .parla-review__done:focus { outline: none; }
.parla-review__prompt { margin: 0; font-size: 1.5rem; font-weight: 600; overflow-wrap: anywhere; }
.parla-review__form { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; }
.parla-review__form .parla-form-field { flex: 1 1 200px; }
.parla-review__verdict { margin: 0; font-weight: 600; }
.parla-review__line { margin: 0; overflow-wrap: anywhere; }
.parla-review__gradeset { margin: 0; padding: 0; border: 0; min-width: 0; }
.parla-review__gradeset > legend { padding: 0; margin-bottom: 8px; font-weight: 600; }
.parla-review__grades { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
.parla-review__grade { display: flex; flex-direction: column; align-items: center; gap: 2px; min-height: 56px; }
.parla-review__due { font-size: 0.8125rem; font-weight: 400; }
.parla-review__actions { display: flex; flex-wrap: wrap; gap: 8px; }
@media (max-width: 480px) { .parla-review__grades { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.parla-word-list { display: flex; flex-direction: column; gap: 12px; }
.parla-word-list__filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.parla-word-list__filters > * { flex: 1 1 180px; }
.parla-word-list__items { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.parla-word-list__item { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; padding: 12px; border: 1px solid var(--parla-color-outline); border-radius: 8px; background: var(--parla-color-surface); }
.parla-word-list__word { margin: 0; font-weight: 600; font-size: 1.0625rem; }
.parla-word-list__detail { margin: 0; overflow-wrap: anywhere; }
.parla-word-list__muted { margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); overflow-wrap: anywhere; }
`;
