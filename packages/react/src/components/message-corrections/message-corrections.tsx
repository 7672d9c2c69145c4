import { lazy, useEffect, useId, useRef, useState } from 'react';
import type { HTMLAttributes, KeyboardEvent, RefObject } from 'react';
import type { MessageReview } from '@parla/sdk';
import { useIntl, useT } from '../../i18n/use-t.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { correctionSentence } from './correction-sentence.js';
import { grammarNoteKey, onlyGrammarUnchecked, onlySpellingChecked, reviewState, someCheckUnavailable } from './review-state.js';
import { uncheckedWordsNote } from './unchecked-words-note.js';

export { correctionSentence } from './correction-sentence.js';

// The "Why?" panel's contents and their messages load on demand: first on pointing at or focusing the button, at the latest on opening.
const importExplanations = loadOnDemand(() => import('./review-explanations.js').then((module) => ({ default: module.ReviewExplanations })));
const ReviewExplanations = lazy(importExplanations);
const preloadExplanations = () => preload(importExplanations);

/**
 * Brings the opened panel fully into view once its on-demand contents are in it (rendered beside them, so it mounts when
 * they do): focusing the still empty panel scrolled only its top edge in, leaving the explanation below the list's fold.
 */
function RevealWhenShown({ target, reveal }: { target: RefObject<HTMLElement | null>; reveal: boolean }) {
  useEffect(() => {
    if (reveal) {
      target.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [target, reveal]);
  return null;
}

/** Props of {@link MessageCorrections}; the rest are spread on the root `<div>`. */
export interface MessageCorrectionsProps extends HTMLAttributes<HTMLDivElement> {
  /** The review of the learner's message. */
  review: MessageReview;
}

/**
 * What the review of a learner's message says, under its text: the corrections told as sentences (to screen readers;
 * the text shows them inline, see `CorrectedText`), their count and a "Why?" button that opens the explanations
 * (focus moves into them; Escape closes them and returns it), the better phrasing; "No mistakes found" only when a
 * check ran, "Checks unavailable" when none could, and which words spelling could not judge when it names them
 * ("Spelling and accents checked, except “naranjes”, which is not in the dictionary."). `data-state` is the {@link ReviewState}.
 * @example
 * {message.review ? <MessageCorrections review={message.review} /> : null}
 */
export function MessageCorrections({ review, className, ...rest }: MessageCorrectionsProps) {
  const t = useT();
  const { locale } = useIntl();
  const state = reviewState(review);
  // Spelling ran on every word but some it could not judge: say which, not "could not be reviewed".
  const uncheckedNote = uncheckedWordsNote(t, locale, review);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const movedFocus = useRef(false);

  useEffect(() => {
    if (open && movedFocus.current) {
      panelRef.current?.focus();
    }
  }, [open]);

  const toggle = () => {
    movedFocus.current = !open;
    setOpen(!open);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const hasWhy = review.corrections.some((correction) => correction.explanation.trim() !== '') || review.better_phrasing !== null;
  const classes = className ? `parla-corrections ${className}` : 'parla-corrections';

  if (state !== 'corrected') {
    return (
      <div className={classes} data-state={state} {...rest}>
        <p className="parla-corrections__status">
          {uncheckedNote ?? (state === 'unavailable'
            ? t('chat.review.unavailable')
            : state === 'partial' && onlySpellingChecked(review)
              ? t('chat.review.spellingClean')
              : t('chat.review.noMistakes'))}
          {state === 'partial' && !onlySpellingChecked(review) && !uncheckedNote ? ` ${t('chat.review.partial')}` : null}
        </p>
        {review.better_phrasing ? <p className="parla-corrections__better">{t('chat.review.betterPhrasing', { text: review.better_phrasing })}</p> : null}
      </div>
    );
  }

  return (
    <div className={classes} data-state={state} {...rest}>
      <ul className="parla-visually-hidden">
        {review.corrections.map((correction) => (
          <li key={`${correction.start}-${correction.end}`}>{correctionSentence(t, correction)}</li>
        ))}
      </ul>
      <p className="parla-corrections__summary">
        <span aria-hidden="true">{t('chat.review.count', { count: review.corrections.length })}</span>
        {hasWhy ? (
          <button
            ref={buttonRef}
            type="button"
            className="parla-button parla-corrections__why"
            data-variant="text"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
            onPointerEnter={preloadExplanations}
            onFocus={preloadExplanations}
          >
            {t('chat.review.why')}
          </button>
        ) : null}
      </p>
      {someCheckUnavailable(review) ? (
        <p className="parla-corrections__note">{uncheckedNote ?? t(onlyGrammarUnchecked(review) ? grammarNoteKey(review) : 'chat.review.partial')}</p>
      ) : null}
      <div
        ref={panelRef}
        id={panelId}
        className="parla-corrections__panel"
        role="region"
        aria-label={t('chat.review.explanations')}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={closeOnEscape}
      >
        {open ? (
          <OnDemand>
            <ReviewExplanations review={review} />
            <RevealWhenShown target={panelRef} reveal={movedFocus.current} />
          </OnDemand>
        ) : null}
      </div>
    </div>
  );
}
