// The widget's own texts in Spanish: the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'Abrir el chat con el tutor', close: 'Cerrar el chat con el tutor', panel: 'Chat con el tutor' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'Para usar el tutor tienes que aceptar los términos.',
  startAgain: 'Empezar de nuevo',
  showTerms: 'Ver los términos',
  startFailed: 'No se ha podido iniciar el tutor.',
  conversationNotFound: 'No se ha encontrado esta conversación.',
  startNewConversation: 'Empezar una conversación nueva',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: 'Repaso', due: 'Tarjetas por repasar: {count}', back: 'Volver al chat' };
