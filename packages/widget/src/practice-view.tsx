// Loaded when the learner first opens a practice from the conversation menu: `@parla/react`'s practice dialog
// (pronunciation practice with its minimal-pair drills, listening exercises), with <ParlaScreens> for the form styles
// and the practice's messages that the chat root of @parla/react/chat leaves out.
import { ParlaScreens, PracticeDialog } from '@parla/react';
import type { PracticeRequest } from '@parla/react';

/** Props of {@link PracticeView}. */
export interface PracticeViewProps {
  /** The practice the conversation menu asked for. */
  request: PracticeRequest;
  /** Closes it (its close button, Escape, the backdrop). */
  onClose: () => void;
}

/** Pronunciation practice or a listening exercise over the widget's chat, as the app's chat page shows it. */
export function PracticeView({ request, onClose }: PracticeViewProps) {
  return (
    <ParlaScreens>
      <PracticeDialog request={request} onClose={onClose} />
    </ParlaScreens>
  );
}
