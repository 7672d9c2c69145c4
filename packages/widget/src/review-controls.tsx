// Loaded once the chat shows (the due count it draws needs a request to the server anyway): the chat header's review
// button and the frame of the review view with its way back. The review itself loads only when opened (`review-view.tsx`).
import { useEffect, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { useStore } from '@nanostores/react';
import { AdoptedStyle, useDueCount, useParlaSession } from '@parla/react';
import { useWidgetTexts } from './widget-texts.js';

/** The button with its due count, the chat hidden while the review shows (its screen sets `display`), and the review view. */
const reviewStylesheet =
  '.tutor-chat-review-button{width:auto;min-width:40px;gap:2px;padding:0 6px;border-radius:20px}' +
  '.tutor-chat-review-button:hover{background:var(--parla-color-ai-bubble)}' +
  '.tutor-chat-review-button svg{width:22px;height:22px}' +
  '.tutor-chat-review-button span{min-width:20px;padding:0 6px;border-radius:10px;box-sizing:border-box;font-size:.8125rem;' +
  'font-weight:700;line-height:20px;background:var(--parla-color-primary-strong);color:var(--parla-color-on-primary-strong)}' +
  '.tutor-chat-review-button[data-count="0"] span{background:var(--parla-color-ai-bubble);color:inherit}' +
  '.parla-chat-screen[hidden]{display:none}' +
  '.tutor-chat-review{display:flex;flex-direction:column;flex:1 1 auto;min-height:0;height:100%}' +
  '.tutor-chat-review__bar{padding:8px 12px;border-bottom:1px solid var(--parla-color-outline)}' +
  '.tutor-chat-review__bar svg{width:20px;height:20px;vertical-align:-4px;margin-inline-end:4px}' +
  '.tutor-chat-review__body{flex:1 1 auto;min-height:0;overflow-y:auto;padding:16px}';

/** Material Design `cards-outline`, as the app's due badge. */
const CARDS_ICON_PATH =
  'M11.19,2.25C10.93,2.25 10.67,2.31 10.42,2.4L3.06,5.45C2.04,5.87 1.55,7.04 1.97,8.05L6.93,20C7.24,20.77 7.97,21.23 8.74,21.25C9,21.25 9.27,21.22 9.53,21.1L16.9,18.05C17.65,17.74 18.11,17 18.13,16.25C18.14,16 18.09,15.71 18,15.45L13,3.5C12.71,2.73 11.97,2.26 11.19,2.25M14.67,2.25L18.12,10.6V4.25A2,2 0 0,0 16.12,2.25M20.13,3.79V12.82L22.56,6.96C22.97,5.94 22.5,4.78 21.47,4.36M11.19,4.22L16.17,16.24L8.78,19.3L3.8,7.29';

/** Material Design `arrow-left`: the way back to the chat. */
const BACK_ICON_PATH = 'M20,11V13H8L13.5,18.5L12.08,19.92L4.16,12L12.08,4.08L13.5,5.5L8,11H20Z';

/** The widget's review texts in the session's interface language. */
function useReviewTexts() {
  const session = useParlaSession('ReviewButton');
  return useWidgetTexts(useStore(session.locale.$locale)).review;
}

/** Props of {@link ReviewButton}. */
export interface ReviewButtonProps {
  /** Opens the review view. */
  onOpen: () => void;
  /** Called when the learner may be about to open it (a pointer over it, focus on it): the review's code can load ahead. */
  onIntent?: () => void;
  /** The button, for the focus to come back to it from the review. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The chat header's review button of `<tutor-chat>`: the number of cards due now (the session's `dueCount`, which
 * grading, saving a word and a review with corrections refresh), labelled in the widget's language.
 */
export function ReviewButton({ onOpen, onIntent, ref }: ReviewButtonProps) {
  const texts = useReviewTexts();
  const count = useDueCount();
  const label = count === null ? texts.open : texts.due.replace('{count}', String(count));
  return (
    <>
      <AdoptedStyle name="tutor-chat-review" css={reviewStylesheet} />
      <button
        ref={ref}
        type="button"
        className="parla-icon-button tutor-chat-review-button"
        aria-label={label}
        title={label}
        data-count={count ?? ''}
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={CARDS_ICON_PATH} fill="currentColor" />
        </svg>
        {count === null ? null : <span aria-hidden="true">{count}</span>}
      </button>
    </>
  );
}

/** Props of {@link ReviewFrame}. */
export interface ReviewFrameProps {
  /** Back to the chat (the Back button, or Escape anywhere in the view). */
  onBack: () => void;
  /** The review. */
  children: ReactNode;
}

/** The review view in place of the chat: Back (which takes the focus as it opens), then the review, scrolling. */
export function ReviewFrame({ onBack, children }: ReviewFrameProps) {
  const texts = useReviewTexts();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div
      className="tutor-chat-review"
      onKeyDown={(event) => {
        // Not an Escape the review used itself; nor the launcher's: it leaves the review, not the panel.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onBack();
        }
      }}
    >
      <AdoptedStyle name="tutor-chat-review" css={reviewStylesheet} />
      <div className="tutor-chat-review__bar">
        <button ref={back} type="button" className="parla-button" data-variant="text" onClick={onBack}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={BACK_ICON_PATH} fill="currentColor" />
          </svg>
          {texts.back}
        </button>
      </div>
      <div className="tutor-chat-review__body">{children}</div>
    </div>
  );
}
