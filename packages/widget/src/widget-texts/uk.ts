// The widget's own texts in Ukrainian: the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'Відкрити чат із репетитором', close: 'Закрити чат із репетитором', panel: 'Чат із репетитором' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'Щоб користуватися репетитором, потрібно прийняти умови.',
  startAgain: 'Почати знову',
  showTerms: 'Переглянути умови',
  startFailed: 'Не вдалося запустити репетитора.',
  conversationNotFound: 'Цю розмову не знайдено.',
  startNewConversation: 'Почати нову розмову',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: 'Повторення', due: 'Картки для повторення: {count}', back: 'Назад до чату' };
