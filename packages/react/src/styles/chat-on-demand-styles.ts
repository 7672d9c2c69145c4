import { confirmDialogStyles } from '../components/confirm-dialog/confirm-dialog-styles.js';
import { menuStyles } from '../components/menu/menu-styles.js';
import { messageEditorStyles } from '../components/message-menu/message-editor-styles.js';

/**
 * The rules of the chat's parts that load on demand and bring their own hoisted `<style>` (menu lists, message editor,
 * confirmation dialog), for the whole stylesheet. The voice recorder's are in `screenStyles`, which the practice shares.
 */
export const chatOnDemandStyles = `${menuStyles}${messageEditorStyles}${confirmDialogStyles}`;
