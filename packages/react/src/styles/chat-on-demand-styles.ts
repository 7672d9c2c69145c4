import { chatDrawerStyles } from '../components/chat-screen/chat-drawer-styles.js';
import { confirmDialogStyles } from '../components/confirm-dialog/confirm-dialog-styles.js';
import { dialogStyles } from '../components/dialog/dialog-styles.js';
import { emojiPanelStyles } from '../components/emoji-picker/emoji-panel-styles.js';
import { menuStyles } from '../components/menu/menu-styles.js';
import { messageEditorStyles } from '../components/message-menu/message-editor-styles.js';
import { wordCardStyles } from '../components/word-card/word-card-styles.js';

/**
 * The rules of the chat's parts that load on demand and bring their own hoisted `<style>` (menu lists, message editor,
 * dialogs, confirmation dialog, drawer contents, emoji panel, word card), for the whole stylesheet. The voice recorder's are in
 * `screenStyles`, which the practice shares.
 */
export const chatOnDemandStyles = `${menuStyles}${messageEditorStyles}${dialogStyles}${confirmDialogStyles}${chatDrawerStyles}${emojiPanelStyles}${wordCardStyles}`;
