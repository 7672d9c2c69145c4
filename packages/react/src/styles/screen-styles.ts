import { MOBILE_MAX_WIDTH, SMALL_MAX_WIDTH } from './media-queries.js';
import { voiceRecorderStyles } from '../components/voice-recorder/voice-recorder-styles.js';

/**
 * Styles of the non-chat screens (forms, settings, profile, progress, support, admin, landing, about, not found),
 * to be appended to `parlaStylesheet`. Same rules as the main sheet: every selector is a `parla-` class, colours come
 * from its custom properties, fields are outlined and at least 16 px, buttons elevated and primary (§9). It starts with the
 * voice recorder's rules, which the pronunciation practice shares (the chat's recorder brings them with its chunk).
 */
export const screenStyles = `${voiceRecorderStyles}
/* Forms. */
.parla-form { display: flex; flex-direction: column; gap: 16px; width: 100%; max-width: 560px; margin: 0 auto; }
.parla-form__title, .parla-panel__title { margin: 0; font-size: 1.5rem; line-height: 1.3; }
.parla-form__row { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; }
.parla-form-field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.parla-form-field__label { font-weight: 600; font-size: 0.9375rem; }
.parla-form-field__hint { margin: 0; color: var(--parla-color-text-muted); font-size: 0.875rem; }
.parla-form-field__control { position: relative; display: flex; align-items: center; }
.parla-form-field__control .parla-field { padding-right: 48px; }
.parla-form-field__reveal { position: absolute; right: 4px; color: var(--parla-color-text-muted); }
.parla-form-field__reveal[aria-pressed="true"] { color: var(--parla-color-primary-text); }
.parla-form-field__reveal:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }
.parla-form select.parla-field, .parla-admin select.parla-field { appearance: auto; }
.parla-form textarea.parla-field { resize: vertical; min-height: 120px; }
.parla-field[readonly] { background: transparent; border-style: dashed; color: var(--parla-color-text-muted); }
.parla-form__check { display: flex; align-items: flex-start; gap: 12px; }
.parla-form__check label { cursor: pointer; }
.parla-form__links { margin: 0 0 0 32px; font-size: 0.875rem; }
.parla-form__toggle { padding: 0; border: 0; background: none; font: inherit; color: var(--parla-color-primary-text); text-decoration: underline; cursor: pointer; }
.parla-form__terms { max-height: 240px; overflow-y: auto; margin: 8px 0 0 32px; padding: 8px 12px; border: 1px solid var(--parla-color-outline); border-radius: var(--parla-radius); font-size: 0.875rem; }
.parla-form__terms h3 { margin: 8px 0 4px; font-size: 0.875rem; }
.parla-form__terms p { margin: 0 0 8px; }
.parla-form__links a, .parla-form__footer a, .parla-form__link a { color: var(--parla-color-primary-text); }
.parla-form__link { margin: -8px 0 0; text-align: right; font-size: 0.875rem; }
.parla-form__footer { margin: 0; text-align: center; color: var(--parla-color-text-muted); }
.parla-form__notice { margin: 0; padding: 10px 12px; border-radius: var(--parla-radius); border: 1px solid var(--parla-color-outline); }
.parla-new-conversation__switch-mode { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.parla-new-conversation__switch-mode p { flex: 1 1 16em; margin: 0; }
.parla-form__error { margin: 0; padding: 10px 12px; border-radius: var(--parla-radius); color: var(--parla-color-error-text); border: 1px solid currentColor; }
.parla-form__success { margin: 0; padding: 10px 12px; border-radius: var(--parla-radius); border-left: 4px solid var(--parla-snackbar-success); background: var(--parla-color-surface); }
.parla-form__status { display: flex; align-items: center; gap: 8px; margin: 0; }
.parla-form__submit { align-self: stretch; min-height: 44px; }
.parla-button[data-variant="outlined"] { background: transparent; color: var(--parla-color-primary-text); box-shadow: none; border: 1px solid currentColor; }
.parla-button[data-variant="danger"] { background: var(--parla-color-error-text); color: var(--parla-color-surface); }
.parla-button[href] { text-decoration: none; }

/* Choices: radio groups and checkboxes inside fieldsets. */
.parla-fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.parla-fieldset > legend { padding: 0; margin-bottom: 8px; font-weight: 600; font-size: 0.9375rem; }
.parla-choices { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.parla-choices[data-layout="grid"] { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); }
.parla-choices[data-layout="cards"] { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; }
.parla-choice { display: inline-flex; align-items: center; gap: 8px; min-height: 40px; cursor: pointer; }
.parla-choice input[type="radio"] { width: 20px; height: 20px; accent-color: var(--parla-color-primary-strong); flex: none; }
.parla-choice input:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }
.parla-choice--card { align-items: flex-start; padding: 12px; border: 1px solid var(--parla-color-outline); border-radius: var(--parla-radius); background: var(--parla-color-surface); }
.parla-choice--card[data-checked] { border-color: var(--parla-color-primary); box-shadow: inset 0 0 0 1px var(--parla-color-primary); }
.parla-choice__title { display: block; font-weight: 600; }
.parla-choice__description { display: block; color: var(--parla-color-text-muted); font-size: 0.875rem; }

/* Slider. */
.parla-slider { display: flex; align-items: center; gap: 12px; }
.parla-slider__input { flex: 1; min-height: 40px; accent-color: var(--parla-color-primary-strong); }
.parla-slider__input:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }
.parla-slider__value { min-width: 4ch; text-align: right; font-variant-numeric: tabular-nums; }

/* Star rating. */
.parla-rating__stars { display: inline-flex; gap: 4px; }
.parla-rating__star { position: relative; display: inline-flex; padding: 4px; border-radius: 50%; cursor: pointer; color: var(--parla-color-text-muted); }
.parla-rating__star[data-filled] { color: var(--parla-color-warning-text, #b37d00); }
.parla-rating__star .parla-icon { width: 32px; height: 32px; }
.parla-rating__star:has(input:focus-visible) { outline: 3px solid var(--parla-color-focus); outline-offset: 1px; }

/* Panels: settings, profile, progress, admin. */
.parla-panel { display: flex; flex-direction: column; gap: 24px; width: 100%; max-width: 960px; margin: 0 auto; }
.parla-panel__section { display: flex; flex-direction: column; gap: 12px; padding: 20px; border: 1px solid var(--parla-color-outline); border-radius: 12px; background: var(--parla-color-surface); max-width: none; }
.parla-panel__subtitle { margin: 0; font-size: 1.125rem; }
.parla-panel__caption { margin: 8px 0 0; font-size: 1rem; }
.parla-panel__meta { margin: 0; color: var(--parla-color-text-muted); font-size: 0.875rem; }
.parla-panel__columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 24px; }
.parla-panel__danger { border-color: var(--parla-color-error-text); }
.parla-load-state__message { display: flex; align-items: center; gap: 8px; margin: 0; color: var(--parla-color-text-muted); }
.parla-load-state__error { flex-direction: column; align-items: flex-start; color: var(--parla-color-error-text); }
.parla-load-state__error p { margin: 0; }

/* Figures and bars (plain CSS, no chart library). */
.parla-stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; margin: 0; }
.parla-stats__item { padding: 12px; border-radius: var(--parla-radius); border: 1px solid var(--parla-color-outline); }
.parla-stats__item dt { color: var(--parla-color-text-muted); font-size: 0.875rem; }
.parla-stats__item dd { margin: 4px 0 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
/* One grid for every row (each row a subgrid), so the tracks line up whatever the labels' and values' widths. */
.parla-bars, .parla-quotas { list-style: none; margin: 0; padding: 0; }
.parla-quotas { display: flex; flex-direction: column; gap: 8px; }
.parla-bars { display: grid; grid-template-columns: fit-content(40%) minmax(48px, 1fr) max-content; gap: 8px 12px; align-items: center; }
.parla-bars__row { display: grid; grid-column: 1 / -1; grid-template-columns: subgrid; align-items: center; }
.parla-bars__track { display: block; height: 10px; border-radius: 999px; background: var(--parla-color-outline); overflow: hidden; }
.parla-bars__bar { display: block; height: 100%; border-radius: inherit; background: var(--parla-color-primary); }
.parla-bars__value { font-variant-numeric: tabular-nums; text-align: end; }
.parla-bars__empty { margin: 0; color: var(--parla-color-text-muted); }
.parla-stats + .parla-panel__columns, .parla-stats + .parla-panel__meta { margin-top: 12px; }
.parla-stats + .parla-panel__meta + .parla-panel__columns { margin-top: 24px; }
.parla-stats + .parla-panel__caption { margin-top: 12px; }
/* The engines a server runs (ServerEngines): as wide as a form (it sits under the settings), a label over each engine. */
.parla-engines { max-width: 560px; gap: 12px; }
.parla-engines .parla-panel__title { font-size: 1.25rem; }
.parla-engines__list { display: grid; gap: 12px; margin: 0; }
.parla-engines__item dt { color: var(--parla-color-text-muted); font-size: 0.875rem; }
.parla-engines__item dd { margin: 2px 0 0; overflow-wrap: anywhere; }
.parla-quota { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; }
.parla-quota .parla-bars__track { grid-column: 1 / -1; }
.parla-quota[data-level="warning"] .parla-bars__bar { background: var(--parla-snackbar-warning); }
.parla-quota[data-level="critical"] .parla-bars__bar { background: var(--parla-snackbar-error); }

/* Admin. */
.parla-admin__search { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.parla-admin__search .parla-field { flex: 1; min-width: 200px; }
.parla-admin__search label { flex-basis: 100%; }
.parla-table-wrap { overflow-x: auto; }
.parla-table-wrap:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }
.parla-table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
.parla-table th, .parla-table td { padding: 8px 10px; text-align: left; border-bottom: 1px solid var(--parla-color-outline); white-space: nowrap; }
.parla-table thead th { color: var(--parla-color-text-muted); font-weight: 600; white-space: normal; vertical-align: bottom; }
.parla-table tbody th { font-weight: 600; white-space: normal; min-width: 9em; }
.parla-table .parla-chip { display: block; width: fit-content; margin: 4px 0 0; }
.parla-table .parla-table__number { text-align: end; font-variant-numeric: tabular-nums; }
/* The admin's tables are wide: the dashboard takes the page's width (1120 px) rather than a panel's. */
.parla-admin { max-width: none; }
.parla-pagination { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.parla-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.parla-list__item { padding-bottom: 12px; border-bottom: 1px solid var(--parla-color-outline); }
.parla-list__title { margin: 0; font-weight: 600; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.parla-list__text { margin: 4px 0; white-space: pre-line; }

/* Pages: landing, about, not found. */
.parla-page { display: flex; flex-direction: column; gap: 48px; width: 100%; max-width: 1120px; margin: 0 auto; padding: 32px 16px; }
.parla-page__title { margin: 0; font-size: clamp(1.75rem, 4vw, 2.5rem); line-height: 1.2; }
.parla-page__heading { margin: 0 0 8px; font-size: clamp(1.375rem, 3vw, 1.875rem); }
.parla-page__lead { margin: 0 0 16px; color: var(--parla-color-text-muted); font-size: 1.125rem; max-width: 65ch; }
.parla-page__section { display: flex; flex-direction: column; }
.parla-page__cta { align-items: center; text-align: center; padding: 32px 16px; border-radius: 16px; background: var(--parla-color-ai-bubble); }
.parla-hero { display: flex; flex-direction: column; align-items: flex-start; gap: 16px; padding: 48px 0 16px; }
.parla-hero__eyebrow { margin: 0; color: var(--parla-color-primary-text); font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; font-size: 0.875rem; }
.parla-hero__title { margin: 0; font-size: clamp(2rem, 6vw, 3.5rem); line-height: 1.1; max-width: 18ch; word-break: auto-phrase; text-wrap: balance; }
.parla-hero__text { margin: 0; font-size: 1.25rem; color: var(--parla-color-text-muted); max-width: 60ch; }
.parla-actions { display: flex; flex-wrap: wrap; gap: 12px; }
.parla-claims { list-style: none; margin: 16px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 24px 48px; }
.parla-claims li { display: flex; flex-direction: column; }
.parla-claims strong { font-size: 1.5rem; color: var(--parla-color-primary-text); }
.parla-claims span { color: var(--parla-color-text-muted); }
.parla-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 16px; }
/* Nine learning modes: three rows of three from the sm breakpoint (auto-fill left Slang alone on a row), one column below. */
.parla-cards--thirds { grid-template-columns: repeat(3, minmax(0, 1fr)); }
@media (max-width: ${SMALL_MAX_WIDTH}) {
  .parla-cards--thirds { grid-template-columns: minmax(0, 1fr); }
}
.parla-card { padding: 20px; border-radius: 12px; background: var(--parla-color-surface); border: 1px solid var(--parla-color-outline); }
.parla-card__icon { width: 32px; height: 32px; color: var(--parla-color-primary-text); }
.parla-card__title { margin: 8px 0 4px; font-size: 1.125rem; }
.parla-card__text { margin: 0; color: var(--parla-color-text-muted); }
.parla-steps { margin: 0; padding-left: 1.5em; display: flex; flex-direction: column; gap: 8px; }
.parla-not-found { align-items: center; text-align: center; }
.parla-not-found__code { margin: 0; font-size: clamp(4rem, 14vw, 8rem); font-weight: 800; line-height: 1; color: var(--parla-color-primary-text); }

@media (max-width: ${MOBILE_MAX_WIDTH}) {
  .parla-page { padding: 16px 12px; gap: 32px; }
  .parla-panel__section { padding: 16px; }
  .parla-bars { grid-template-columns: 1fr max-content; row-gap: 12px; }
  .parla-bars__row { row-gap: 4px; }
  .parla-bars__row .parla-bars__track { grid-column: 1 / -1; grid-row: 2; }
  .parla-actions .parla-button { flex: 1 1 100%; }
}

/* Practice views: pronunciation (words graded by colour, icon and underline) and listening exercises. */
.parla-practice { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.parla-practice__title { margin: 0; font-size: 1.375rem; line-height: 1.3; }
.parla-practice__heading { margin: 8px 0 0; font-size: 1.0625rem; }
.parla-practice__intro, .parla-practice__note { margin: 0; color: var(--parla-color-text-muted); }
.parla-practice__status { display: flex; align-items: center; gap: 8px; margin: 0; }
.parla-practice__error { margin: 0; color: var(--parla-color-error-text); }
.parla-practice__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
.parla-practice__actions .parla-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.55; }
.parla-practice textarea.parla-field { resize: vertical; }
.parla-practice__scores { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 8px; margin: 0; }
.parla-practice__score { padding: 8px 12px; border-radius: var(--parla-radius); border: 1px solid var(--parla-color-outline); }
.parla-practice__score dt { font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-practice__score dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
.parla-word-grades, .parla-grade-legend { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
/* The legend is a key, not more words: a small swatch of each grade beside its name in plain, muted text. */
.parla-grade-legend { font-size: 0.875rem; gap: 4px 16px; margin-top: 4px; color: var(--parla-color-text-muted); }
.parla-grade-legend__item { display: inline-flex; align-items: center; gap: 6px; }
.parla-word-grade.parla-grade-legend__swatch { justify-content: center; width: 1.75em; height: 1.5em; padding: 0; box-sizing: border-box; color: var(--parla-color-text); }
.parla-word-grade {
  display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: var(--parla-radius);
  color: var(--parla-color-text); border: 1px solid transparent; text-decoration-thickness: 2px; text-underline-offset: 3px;
}
.parla-word-grade .parla-icon { width: 1em; height: 1em; flex: none; }
.parla-word-grade[data-grade="good"] { background: color-mix(in srgb, var(--parla-snackbar-success) 22%, transparent); }
.parla-word-grade[data-grade="close"] { background: color-mix(in srgb, var(--parla-snackbar-warning) 24%, transparent); }
.parla-word-grade[data-grade="close"] .parla-word-grade__text { text-decoration: underline dotted; }
.parla-word-grade[data-grade="mispronounced"] { background: color-mix(in srgb, var(--parla-snackbar-error) 22%, transparent); }
.parla-word-grade[data-grade="mispronounced"] .parla-word-grade__text { text-decoration: underline wavy; }
.parla-word-grade[data-grade="missed"] { border: 1px dashed var(--parla-color-outline); }
.parla-word-grade[data-grade="missed"] .parla-word-grade__text { text-decoration: line-through; }
.parla-word-grade[data-grade="extra"] { border: 1px dashed var(--parla-color-outline); font-style: italic; background: color-mix(in srgb, var(--parla-snackbar-info) 18%, transparent); }
.parla-listening__setup, .parla-listening__exercise { display: flex; flex-direction: column; gap: 8px; }
.parla-dictation__word[data-grade="right"] { background: color-mix(in srgb, var(--parla-snackbar-success) 22%, transparent); }
.parla-dictation__word[data-grade="accent"] { background: color-mix(in srgb, var(--parla-snackbar-warning) 24%, transparent); }
.parla-dictation__word[data-grade="accent"] .parla-word-grade__text { text-decoration: underline dotted; }
.parla-dictation__word[data-grade="wrong"] { background: color-mix(in srgb, var(--parla-snackbar-error) 22%, transparent); }
.parla-dictation__word[data-grade="wrong"] .parla-word-grade__text { text-decoration: underline wavy; }
.parla-dictation__word[data-grade="missing"] { border: 1px dashed var(--parla-color-outline); }
.parla-dictation__word[data-grade="missing"] .parla-word-grade__text { text-decoration: underline double; }
.parla-dictation__word[data-grade="extra"] { border: 1px dashed var(--parla-color-outline); font-style: italic; background: color-mix(in srgb, var(--parla-snackbar-info) 18%, transparent); }
.parla-dictation__word[data-grade="extra"] .parla-word-grade__text, .parla-dictation__typed { text-decoration: line-through; }
.parla-dictation__answer { width: 100%; box-sizing: border-box; }
.parla-listening__setup select.parla-field { appearance: auto; }
.parla-exercise-audio { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.parla-exercise-audio__pace { color: var(--parla-color-text-muted); font-size: 0.875rem; }
/* A question's prompt reads as a sentence, not a field name: regular weight (its result line below is bold). */
.parla-listening__question legend, .parla-listening__question .parla-form-field__label { font-weight: 400; }
.parla-listening__questions { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.parla-listening__question { padding: 8px 12px; border-radius: var(--parla-radius); border: 1px solid var(--parla-color-outline); }
.parla-listening__question[data-result="correct"] { border-color: var(--parla-snackbar-success); border-width: 2px; }
.parla-listening__question[data-result="incorrect"] { border-color: var(--parla-color-error-text); border-width: 2px; border-style: dashed; }
.parla-listening__result { display: flex; align-items: center; gap: 6px; margin: 6px 0 0; font-weight: 600; }
.parla-listening__result .parla-icon { width: 1.25em; height: 1.25em; flex: none; }
.parla-listening__question[data-result="incorrect"] .parla-listening__result { color: var(--parla-color-error-text); }
.parla-listening__score { margin: 0; font-size: 1.25rem; font-weight: 700; }
.parla-listening__transcript p { margin: 4px 0 0; white-space: pre-line; }
.parla-practice-dialog { width: min(720px, calc(100vw - 32px)); overflow-y: auto; }
.parla-practice-dialog__close { position: absolute; top: 12px; right: 12px; }
.parla-practice-dialog .parla-practice__title { padding-right: 48px; }
`;
