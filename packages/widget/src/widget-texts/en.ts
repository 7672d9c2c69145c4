// The widget's own texts in English: bundled, the fallback of every other language.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'Open the tutor chat', close: 'Close the tutor chat', panel: 'Tutor chat' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'To use the tutor, you need to accept the terms.',
  startAgain: 'Start again',
  showTerms: 'Show the terms',
  startFailed: 'The tutor could not be started.',
  conversationNotFound: 'This conversation could not be found.',
  startNewConversation: 'Start a new conversation',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: 'Review', due: 'Cards to review: {count}', back: 'Back to the chat' };
