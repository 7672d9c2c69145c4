import { frameStylesheet, launcherStylesheet } from './placeholder-styles.js';

/**
 * Styles of the element's own box (inside its shadow root, next to the library's stylesheet): a reset that no
 * host-page rule reaches, the inline mode that fills its box, and the launcher bubble with its panel. Written minified,
 * as the first load ships them as they are.
 */
export const hostStylesheet =
  frameStylesheet +
  launcherStylesheet +
  // The frame contains its layout and paint: the library's fixed layers (dialogs, snackbars, the drawer) stay inside the
  // widget's box instead of covering the partner's page.
  '.tutor-chat-frame{box-sizing:border-box;width:100%;height:100%;display:flex;flex-direction:column;min-height:0;contain:layout paint}' +
  // Dialogs size to the frame, their containing block, not to the viewport.
  '.tutor-chat-frame .parla-dialog{width:min(680px,calc(100% - 32px));height:auto;max-height:calc(100% - 32px);border-radius:12px}' +
  '.tutor-chat-frame>.parla-root{flex:1 1 auto;min-height:0;height:100%;display:flex;flex-direction:column}' +
  '.tutor-chat-frame>.parla-root>*{min-height:0}' +
  // Snackbars sit above the chat's suggestions or input by the library's anchors (chat-stylesheet.ts); browsers without
  // anchor positioning (before Chrome 125, Firefox 147, Safari 26) take the input's usual height (94 px) here, where a
  // chat is always below them.
  '.tutor-chat-frame .parla-snackbar-region{bottom:102px;bottom:calc(anchor(--parla-suggestions top,anchor(--parla-chat-input top,8px)) + 8px)}' +
  '.tutor-chat-center{margin:auto;padding:24px;width:min(100%,420px);box-sizing:border-box}' +
  '.tutor-chat-status{margin:auto;padding:24px;text-align:center}' +
  '.tutor-chat-panel{position:fixed;right:20px;bottom:88px;z-index:2147483000;width:min(400px,calc(100vw - 40px));' +
  'height:min(600px,calc(100vh - 120px));border-radius:12px;overflow:hidden;box-shadow:0 8px 32px rgba(0,0,0,.3);background:#fff}';

/** The launcher's chat-bubble icon (Material Design `message-text`). */
export const LAUNCHER_ICON_PATH =
  'M20,2H4A2,2 0 0,0 2,4V22L6,18H20A2,2 0 0,0 22,16V4C22,2.89 21.1,2 20,2M6,9H18V11H6M14,14H6V12H14M18,8H6V6H18';
