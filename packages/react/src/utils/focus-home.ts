import { focusables } from './focusables.js';

/**
 * Where the focus goes in a Parla root when the control that had it is gone (a dialog closed after its opener left, a
 * message sent again): the message box if the root shows a chat, else the root's first focusable element.
 */
export function focusHomeOf(root: HTMLElement): HTMLElement | undefined {
  return root.querySelector<HTMLTextAreaElement>('.parla-chat-input textarea:not([disabled])') ?? focusables(root)[0];
}
