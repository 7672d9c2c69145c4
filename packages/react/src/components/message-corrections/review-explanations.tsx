import type { MessageReview } from '@parla/sdk';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { correctionSentence } from './correction-sentence.js';

/** Props of {@link ReviewExplanations}. */
export interface ReviewExplanationsProps {
  /** The review whose corrections are explained. */
  review: MessageReview;
}

/**
 * The contents of a review's "Why?" panel: each correction (the change, its category, its explanation, and all of it as
 * one sentence for screen readers) and the better phrasing. It loads on demand, when the panel first opens.
 */
export function ReviewExplanations({ review }: ReviewExplanationsProps) {
  const t = useChatPartT();
  return (
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
  );
}
