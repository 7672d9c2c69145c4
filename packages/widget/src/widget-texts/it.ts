// The widget's own texts in Italian: the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'Apri la chat con il tutor', close: 'Chiudi la chat con il tutor', panel: 'Chat con il tutor' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'Per usare il tutor devi accettare i termini.',
  startAgain: 'Ricomincia',
  showTerms: 'Mostra i termini',
  startFailed: 'Non è stato possibile avviare il tutor.',
  conversationNotFound: 'Questa conversazione non è stata trovata.',
  startNewConversation: 'Inizia una nuova conversazione',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: 'Ripasso', due: 'Schede da ripassare: {count}', back: 'Torna alla chat' };
