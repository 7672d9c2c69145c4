// `@parla/widget/iife` and `@parla/widget/loader` are classic scripts: loading them defines <tutor-chat>; they export
// only its types, so `document.querySelector('tutor-chat')` is typed as a `TutorChatElement`.
export type * from '../dist/types/public-types.js';
