import r2wc from '@r2wc/react-to-web-component';
import { attributeWarning } from './attribute-values.js';
import { reportError } from './events.js';
import { TUTOR_CHAT_ATTRIBUTES, TUTOR_CHAT_PROPERTIES, propertyOf, reflectAttributes, upgradeProperties } from './tutor-chat-attributes.js';
import type { TutorChatElement as TutorChatElementInterface } from './public-types.js';
import { TutorChat } from './tutor-chat.js';

// `object` has no r2wc transform: the property is stored and re-rendered as is, and never reflected to an attribute.
const propertyOnly = 'object' as 'string';

/**
 * The element r2wc builds, every prop a property only: the attributes are handed on below, because r2wc ignores an empty
 * or removed attribute (and a boolean attribute such as `open` speaks exactly so).
 */
const RenderedTutorChat = r2wc(TutorChat, {
  shadow: 'open',
  props: Object.fromEntries([...TUTOR_CHAT_PROPERTIES, ...TUTOR_CHAT_ATTRIBUTES.map(propertyOf)].map((name) => [name, propertyOnly])),
});

/**
 * The `<tutor-chat>` element class (not yet defined: import `@parla/widget` or call {@link defineTutorChat}).
 * Renders {@link TutorChat} in an open shadow root. Every attribute's property reflects it, as on the loader's placeholder;
 * a removed or empty attribute (or its property set to `undefined`, `null` or `''`) gives the attribute's default back, and
 * so does a value outside the attribute's documented set (with a warning and `tutor-chat:error` code `invalid_attribute`).
 * `open` is an HTML boolean attribute, as on `<details>`: present (with any value but "false") opens the launcher's panel.
 */
export const TutorChatElement = class extends RenderedTutorChat {
  static observedAttributes = TUTOR_CHAT_ATTRIBUTES;

  connectedCallback(): void {
    // Here rather than in the constructor: an attribute set while upgrading would call no attributeChangedCallback.
    upgradeProperties(this);
    (RenderedTutorChat.prototype as HTMLElement & { connectedCallback(): void }).connectedCallback.call(this);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    // A value outside the attribute's documented set is ignored (its default applies), and the partner is told.
    const warning = value && attributeWarning(name, value);
    if (warning) {
      console.warn(warning);
      // Once the page's own scripts have run (a listener added just after the element hears it too).
      setTimeout(() => reportError(this, warning, 'invalid_attribute', 'attribute'));
    }
    // r2wc's own setter of the property: it stores the value and renders.
    Object.getOwnPropertyDescriptor(RenderedTutorChat.prototype, propertyOf(name))!.set!.call(
      this,
      name === 'open' ? value !== null && value !== 'false' : (!warning && value) || undefined,
    );
  }
} as unknown as { new (): TutorChatElement; prototype: TutorChatElement };
/** An instance of `<tutor-chat>` (also what `document.querySelector('tutor-chat')` is typed as). */
export type TutorChatElement = TutorChatElementInterface;
reflectAttributes(TutorChatElement.prototype);

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
