import { useEffect, useId, useRef, useState } from 'react';
import type { HTMLAttributes, KeyboardEvent } from 'react';
import type { Correction, MessageReview } from '@parla/sdk';
import { useT, type Translate } from '../../i18n/use-t.js';
import { reviewState, someCheckUnavailable } from './review-state.js';

/** Props of {@link MessageCorrections}; the rest are spread on the root `<div>`. */
export interface MessageCorrectionsProps extends HTMLAttributes<HTMLDivElement> {
  /** The review of the learner's message. */
  review: MessageReview;
}

/** One correction as a sentence: "Correction: “tengo” instead of “tiengo” — spelling." */
export function correctionSentence(t: Translate, correction: Correction): string {
  const values = { original: correction.original.trim(), replacement: correction.replacement.trim(), category: t(`chat.review.category.${correction.category}`) };
  if (correction.original === '') {
    return t('chat.review.sentence.insert', values);
  }
  if (correction.replacement === '') {
    return t('chat.review.sentence.remove', values);
  }
  return t('chat.review.sentence.replace', values);
}

/**
 * What the review of a learner's message says, under its text: the corrections told as sentences (to screen readers;
 * the text shows them inline, see `CorrectedText`), their count and a "Why?" button that opens the explanations
 * (focus moves into them; Escape closes them and returns it), the better phrasing; "No mistakes found" only when a
 * check ran, and "Checks unavailable" when none could. `data-state` is the {@link ReviewState}.
 * @example
 * {message.review ? <MessageCorrections review={message.review} /> : null}
 */
export function MessageCorrections({ review, className, ...rest }: MessageCorrectionsProps) {
  const t = useT();
  const state = reviewState(review);
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
          {state === 'unavailable' ? t('chat.review.unavailable') : t('chat.review.noMistakes')}
          {state === 'partial' ? ` ${t('chat.review.partial')}` : null}
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
          >
            {t('chat.review.why')}
          </button>
        ) : null}
      </p>
      {someCheckUnavailable(review) ? <p className="parla-corrections__note">{t('chat.review.partial')}</p> : null}
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
          <>
            <ul className="parla-corrections__list">
              {review.corrections.map((correction) => (
                <li key={`${correction.start}-${correction.end}`} className="parla-corrections__item" data-category={correction.category}>
                  <span className="parla-corrections__change" aria-hidden="true">
                    {correction.original ? <del>{correction.original}</del> : null}
                    {correction.original && correction.replacement ? ' → ' : null}
                    {correction.replacement ? <ins>{correction.replacement}</ins> : null}
                    <span className="parla-corrections__category">{t(`chat.review.category.${correction.category}`)}</span>
                  </span>
                  {correction.explanation ? (
                    <span className="parla-corrections__explanation" aria-hidden="true">
                      {correction.explanation}
                    </span>
                  ) : null}
                  <span className="parla-visually-hidden">
                    {correctionSentence(t, correction)}
                    {correction.explanation ? ` ${t('chat.review.sentence.why', { explanation: correction.explanation })}` : null}
                  </span>
                </li>
              ))}
            </ul>
            {review.better_phrasing ? <p className="parla-corrections__better">{t('chat.review.betterPhrasing', { text: review.better_phrasing })}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
