// The widget's own texts in Japanese: the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: 'チューターとのチャットを開く', close: 'チューターとのチャットを閉じる', panel: 'チューターとのチャット' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: 'チューターを利用するには利用規約への同意が必要です。',
  startAgain: 'もう一度始める',
  showTerms: '利用規約を表示',
  startFailed: 'チューターを開始できませんでした。',
  conversationNotFound: 'この会話が見つかりませんでした。',
  startNewConversation: '新しい会話を始める',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: '復習', due: '復習するカード：{count}枚', back: 'チャットに戻る' };
