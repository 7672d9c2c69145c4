// The widget's own texts in French: the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'Ouvrir le chat avec le tuteur', close: 'Fermer le chat avec le tuteur', panel: 'Chat avec le tuteur' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'Pour utiliser le tuteur, tu dois accepter les conditions.',
  startAgain: 'Recommencer',
  showTerms: 'Voir les conditions',
  startFailed: 'Impossible de démarrer le tuteur.',
  conversationNotFound: 'Cette conversation est introuvable.',
  startNewConversation: 'Commencer une nouvelle conversation',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: 'Révision', due: 'Cartes à réviser : {count}', back: 'Retour au chat' };
