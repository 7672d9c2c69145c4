export { MessageMenu } from './message-menu.js';
export type { ClipboardPort, MessageMenuProps } from './message-menu.js';
export { browserSpeaker, pickVoice } from './browser-speaker.js';
export type { SpeechRequest, Speaker } from './browser-speaker.js';
