// The widget's own texts in German: the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'Tutor-Chat öffnen', close: 'Tutor-Chat schließen', panel: 'Tutor-Chat' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'Um den Tutor zu nutzen, musst du die Nutzungsbedingungen akzeptieren.',
  startAgain: 'Neu starten',
  showTerms: 'Nutzungsbedingungen anzeigen',
  startFailed: 'Der Tutor konnte nicht gestartet werden.',
  conversationNotFound: 'Dieses Gespräch wurde nicht gefunden.',
  startNewConversation: 'Neues Gespräch beginnen',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: 'Wiederholen', due: 'Fällige Karten: {count}', back: 'Zurück zum Chat' };
