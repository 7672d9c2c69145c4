import { lazy, useEffect, useRef, useState } from 'react';
import { ChatScreen, OnDemand, loadOnDemand } from '@parla/react/chat';
import type { PracticeRequest } from '@parla/react';
import type { ChatScreenProps } from '@parla/react/chat';

/** The review button and the review view's frame, loaded once the chat shows (not in the first load). */
const importControls = loadOnDemand(() => import('./review-controls.js'));
const ReviewButton = lazy(() => importControls().then((module) => ({ default: module.ReviewButton })));
const ReviewFrame = lazy(() => importControls().then((module) => ({ default: module.ReviewFrame })));
/** The review itself (`@parla/react`'s review session and the screens' messages), loaded when first wanted. */
const importReviewView = loadOnDemand(() => import('./review-view.js'));
const ReviewView = lazy(() => importReviewView().then((module) => ({ default: module.ReviewView })));

/** Pronunciation practice (with its minimal-pair drills) and listening exercises, loaded when the learner first opens one. */
const PracticeView = lazy(loadOnDemand(() => import('./practice-view.js').then((module) => ({ default: module.PracticeView }))));

/** Starts loading the review's code ahead of a click (a failure shows when the view opens). */
function preloadReviewView(): void {
  importReviewView().catch(() => undefined);
}

/** The busy line while the review's code loads. */
const loading = (
  <p className="tutor-chat-status" role="status" aria-busy="true">
    …
  </p>
);

/**
 * The chat of `<tutor-chat>` with its review view: the header's review button (the cards due now) replaces the chat
 * with the review of the learner's due cards, and Back, or Escape, brings the chat back as it was (the chat stays
 * mounted, hidden, so an unsent draft stays). The focus goes to Back on opening, and back to the review button after.
 * The conversation menu's Pronunciation practice and Listening exercise open over the chat, their code loaded then.
 */
export function WidgetChat(props: ChatScreenProps) {
  const [reviewing, setReviewing] = useState(false);
  const [practice, setPractice] = useState<PracticeRequest | null>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const wasReviewing = useRef(false);

  useEffect(() => {
    if (!reviewing && wasReviewing.current) {
      reviewButton.current?.focus();
    }
    wasReviewing.current = reviewing;
  }, [reviewing]);

  return (
    <>
      <ChatScreen
        {...props}
        hidden={reviewing}
        onPractice={setPractice}
        headerActions={
          // Its box is kept while its code loads, so the header does not shift.
          <OnDemand fallback={<span className="parla-icon-button" aria-hidden="true" />}>
            <ReviewButton ref={reviewButton} onOpen={() => setReviewing(true)} onIntent={preloadReviewView} />
          </OnDemand>
        }
      />
      {reviewing ? (
        <OnDemand>
          <ReviewFrame onBack={() => setReviewing(false)}>
            <OnDemand fallback={loading}>
              <ReviewView />
            </OnDemand>
          </ReviewFrame>
        </OnDemand>
      ) : null}
      {practice ? (
        <OnDemand fallback={loading}>
          <PracticeView request={practice} onClose={() => setPractice(null)} />
        </OnDemand>
      ) : null}
    </>
  );
}
