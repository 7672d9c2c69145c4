/**
 * The rules of the session recap and the learner's level, rendered as an adopted stylesheet `parla-recap`
 * (`<AdoptedStyle>`), so they arrive with the parts' on-demand chunk and no first paint carries them.
 */
export const recapStyles = `
.parla-recap { display: flex; flex-direction: column; gap: 12px; padding: 16px; border: 1px solid var(--parla-color-outline); border-radius: 12px; background: var(--parla-color-surface); color: var(--parla-color-text); }
.parla-recap__title { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.parla-recap__subtitle { margin: 0 0 4px; font-size: 1rem; }
.parla-recap__summary, .parla-recap__line { margin: 0; }
.parla-recap__muted { margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-recap__figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(110px, 1fr)); gap: 8px; margin: 0; }
.parla-recap__figure { padding: 8px; border-radius: 8px; background: var(--parla-color-background); }
.parla-recap__figure dt { font-size: 0.8125rem; color: var(--parla-color-text-muted); }
.parla-recap__figure dd { margin: 0; font-size: 1.25rem; font-weight: 600; }
.parla-recap__list { margin: 0; padding-inline-start: 20px; display: flex; flex-direction: column; gap: 4px; }
.parla-recap__examples { margin: 2px 0 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 6px; }
.parla-recap__example { padding: 2px 8px; border-radius: 12px; background: var(--parla-color-background); }
.parla-recap__wrong { text-decoration: line-through; color: var(--parla-color-text-muted); }
.parla-recap__right { font-weight: 600; }
.parla-recap__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.parla-chat-screen__recap { flex: none; max-height: 50%; overflow: auto; padding: 8px 12px; border-top: 1px solid var(--parla-color-outline); }
.parla-chat-screen__recap:focus-visible { outline: 2px solid var(--parla-color-focus); outline-offset: -2px; }
.parla-history__actions:has(.parla-history__recap:not([hidden])) { flex-wrap: wrap; }
.parla-history__recap { flex-basis: 100%; margin-top: 8px; }
.parla-learner-level { display: flex; flex-direction: column; gap: 8px; }
.parla-learner-level__row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.parla-learner-level select { min-height: 40px; padding: 4px 8px; border: 1px solid var(--parla-color-outline); border-radius: 8px; background: var(--parla-color-surface); color: var(--parla-color-text); font: inherit; }
`;
