// Loaded when the learner first opens the review view: `@parla/react`'s review session, with <ParlaScreens> for the
// form styles and messages (the review's among them) that the chat root of @parla/react/chat leaves out.
import { ParlaScreens, ReviewSession } from '@parla/react';

/** The review of the learner's due cards, with the styles and messages of the screens. */
export function ReviewView() {
  return (
    <ParlaScreens>
      <ReviewSession />
    </ParlaScreens>
  );
}
