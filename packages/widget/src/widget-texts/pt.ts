// The widget's own texts in Portuguese (Brazil): the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'Abrir o chat com o tutor', close: 'Fechar o chat com o tutor', panel: 'Chat com o tutor' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'Para usar o tutor, você precisa aceitar os termos.',
  startAgain: 'Começar de novo',
  showTerms: 'Ver os termos',
  startFailed: 'Não foi possível iniciar o tutor.',
  conversationNotFound: 'Não foi possível encontrar esta conversa.',
  startNewConversation: 'Começar uma nova conversa',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: 'Revisão', due: 'Cartões para revisar: {count}', back: 'Voltar ao chat' };
