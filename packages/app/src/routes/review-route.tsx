import { ReviewSession, WordList } from '@parla/react';

/** `/review` (#20): the review of the cards due now (FSRS on the server), then the learner's saved words. */
export function ReviewRoute() {
  return (
    <div className="app-page app-review">
      <ReviewSession titleAs="h1" />
      <WordList />
    </div>
  );
}
