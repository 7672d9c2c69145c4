// The widget's own texts in Chinese (Simplified): the full widget loads them as a chunk of their own; the loader bundles the launcher's labels.
import type { LauncherLabels } from '../launcher-labels.js';
import type { WidgetNotices, WidgetReviewTexts } from '../widget-texts.js';

/** The launcher's labels. */
export const launcher: LauncherLabels = { open: '打开导师聊天', close: '关闭导师聊天', panel: '导师聊天' };

/** The notices shown instead of the chat. */
export const notices: WidgetNotices = {
  termsNeeded: '需要先同意服务条款才能使用导师。',
  startAgain: '重新开始',
  showTerms: '查看服务条款',
  startFailed: '无法启动导师。',
  conversationNotFound: '找不到此对话。',
  startNewConversation: '开始新对话',
};

/** The review view's button and way back. */
export const review: WidgetReviewTexts = { open: '复习', due: '待复习卡片：{count} 张', back: '返回聊天' };
