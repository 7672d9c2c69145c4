import r2wc from '@r2wc/react-to-web-component';
import { TutorChat } from './tutor-chat.js';

/** The attributes of `<tutor-chat>`, kept in sync with the camelCased properties of the same name. */
export const TUTOR_CHAT_ATTRIBUTES = [
  'api-base',
  'locale',
  'theme',
  'target-language',
  'native-language',
  'skill-level',
  'learning-mode',
  'conversation-id',
  'voice',
  'mode',
  'open',
] as const;

/** Properties without an attribute: objects and callbacks. */
export const TUTOR_CHAT_PROPERTIES = ['client', 'tokenProvider'] as const;

// `object` has no r2wc transform: the property is stored and re-rendered as is, and never reflected to an attribute.
const propertyOnly = 'object' as 'string';

/**
 * The `<tutor-chat>` element class (not yet defined: import `@parla/widget` or call {@link defineTutorChat}).
 * Renders {@link TutorChat} in an open shadow root.
 */
export const TutorChatElement: CustomElementConstructor = r2wc(TutorChat, {
  shadow: 'open',
  props: {
    apiBase: 'string',
    locale: 'string',
    theme: 'string',
    targetLanguage: 'string',
    nativeLanguage: 'string',
    skillLevel: 'string',
    learningMode: 'string',
    conversationId: 'string',
    voice: 'string',
    mode: 'string',
    open: 'boolean',
    client: propertyOnly,
    tokenProvider: propertyOnly,
  },
});

/**
 * Defines `<tutor-chat>` (or another name) unless it is already defined. When the name holds the loader's
 * placeholder, the full element is defined as `tutor-chat-full` and the placeholder renders it.
 * @example
 * import { defineTutorChat } from '@parla/widget';
 * defineTutorChat();
 */
export function defineTutorChat(name = 'tutor-chat'): void {
  if (typeof customElements === 'undefined') {
    return;
  }
  const existing = customElements.get(name) as (CustomElementConstructor & { parlaPlaceholder?: boolean }) | undefined;
  if (!existing) {
    customElements.define(name, TutorChatElement);
  } else if (existing.parlaPlaceholder && !customElements.get(`${name}-full`)) {
    customElements.define(`${name}-full`, class extends TutorChatElement {});
  }
}
