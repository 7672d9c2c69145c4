// The widget's own texts in Korean: the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: '튜터 채팅 열기', close: '튜터 채팅 닫기', panel: '튜터 채팅' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: '튜터를 사용하려면 이용약관에 동의해야 합니다.',
  startAgain: '다시 시작',
  showTerms: '이용약관 보기',
  startFailed: '튜터를 시작하지 못했습니다.',
  conversationNotFound: '이 대화를 찾을 수 없습니다.',
  startNewConversation: '새 대화 시작하기',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: '복습', due: '복습할 카드: {count}장', back: '채팅으로 돌아가기' };
