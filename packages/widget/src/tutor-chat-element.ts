import r2wc from '@r2wc/react-to-web-component';
import { TutorChat } from './tutor-chat.js';

// `object` has no r2wc transform: the property is stored and re-rendered as is, and never reflected to an attribute.
const propertyOnly = 'object' as 'string';

/** The element r2wc builds: every prop an attribute or a property; `open` is a property only, set from the attribute below. */
const RenderedTutorChat = r2wc(TutorChat, {
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
    open: propertyOnly,
    client: propertyOnly,
    tokenProvider: propertyOnly,
  },
});
const renderOpen = Object.getOwnPropertyDescriptor(RenderedTutorChat.prototype, 'open')!.set!;
const renderAttribute = (RenderedTutorChat.prototype as unknown as { attributeChangedCallback: AttributeChanged }).attributeChangedCallback;
type AttributeChanged = (name: string, old: string | null, value: string | null) => void;

/**
 * The `<tutor-chat>` element class (not yet defined: import `@parla/widget` or call {@link defineTutorChat}).
 * Renders {@link TutorChat} in an open shadow root. `open` is an HTML boolean attribute, as on `<details>`: present
 * (with any value but "false") opens the launcher's panel, and the `open` property reflects it.
 */
export const TutorChatElement: CustomElementConstructor = class extends RenderedTutorChat {
  /** Whether the launcher's panel is open (the `open` attribute). */
  get open(): boolean {
    return isOpen(this.getAttribute('open'));
  }

  set open(value: boolean) {
    this.toggleAttribute('open', Boolean(value));
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // r2wc ignores an empty or removed attribute, which is exactly how a boolean attribute speaks.
    if (name === 'open') {
      renderOpen.call(this, isOpen(value));
    } else {
      renderAttribute.call(this, name, old, value);
    }
  }
};

/** A boolean attribute's value: present means true, except the explicit "false" partners sometimes write. */
function isOpen(value: string | null): boolean {
  return value !== null && value !== 'false';
}

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
