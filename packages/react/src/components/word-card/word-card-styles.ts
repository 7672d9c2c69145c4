/**
 * The rules of the word look-up (a message's words and the word card), rendered as an adopted stylesheet
 * `parla-word-card` (`<AdoptedStyle>`), so they arrive with its on-demand chunk; `parlaStylesheet` contains them too.
 */
export const wordCardStyles = `
.parla-words { display: flex; flex-direction: column; gap: 8px; margin-top: 8px; }
.parla-words__list { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.parla-words__word { min-height: 32px; padding: 2px 10px; border: 1px solid var(--parla-color-outline); border-radius: 16px; background: var(--parla-color-surface); color: var(--parla-color-text); font: inherit; cursor: pointer; }
.parla-words__word[aria-pressed="true"] { background: var(--parla-color-primary-strong); border-color: var(--parla-color-primary-strong); color: var(--parla-color-on-primary-strong); }
.parla-word-card { display: flex; flex-direction: column; gap: 6px; padding: 12px; border: 1px solid var(--parla-color-outline); border-radius: 12px; background: var(--parla-color-surface); color: var(--parla-color-text); }
.parla-word-card:focus { outline: 2px solid var(--parla-color-primary); outline-offset: 2px; }
.parla-word-card__head { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; }
.parla-word-card__word { margin: 0; font-size: 1.25rem; }
.parla-word-card__line { margin: 0; }
.parla-word-card__meaning { margin: 0; font-size: 1.0625rem; font-weight: 600; }
.parla-word-card__muted { margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-word-card__example { margin: 0; font-style: italic; }
.parla-word-card__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
`;
