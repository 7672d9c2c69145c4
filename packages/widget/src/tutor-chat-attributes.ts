// The public surface of <tutor-chat>, shared by the full element and the loader's placeholder (which has no dependencies).

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

/** The camelCased property of an attribute: `api-base` → `apiBase`. */
export function propertyOf(attribute: string): string {
  return attribute.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());
}

type Properties = Record<string, unknown>;

/**
 * Makes every attribute's property reflect it, on the full element and on the loader's placeholder alike: `open` is a
 * boolean attribute (as on `<details>`), the others strings; `null` or `undefined` removes the attribute.
 */
export function reflectAttributes(prototype: HTMLElement): void {
  for (const attribute of TUTOR_CHAT_ATTRIBUTES) {
    Object.defineProperty(prototype, propertyOf(attribute), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const value = this.getAttribute(attribute);
        return attribute === 'open' ? value !== null && value !== 'false' : (value ?? undefined);
      },
      set(this: HTMLElement, value: unknown) {
        if (attribute === 'open' ? !value : value === null || value === undefined) {
          this.removeAttribute(attribute);
        } else {
          this.setAttribute(attribute, attribute === 'open' ? '' : String(value));
        }
      },
    });
  }
}

/**
 * Sets again, through the element's accessors, every property a page set on it before `<tutor-chat>` was defined (a
 * `<script type="module">` runs after the page's inline scripts): until then they are own properties that shadow the
 * accessors and would never reach the chat.
 */
export function upgradeProperties(element: HTMLElement): void {
  for (const name of [...TUTOR_CHAT_PROPERTIES, ...TUTOR_CHAT_ATTRIBUTES.map(propertyOf)]) {
    if (Object.prototype.hasOwnProperty.call(element, name)) {
      const value = (element as unknown as Properties)[name];
      delete (element as unknown as Properties)[name];
      (element as unknown as Properties)[name] = value;
    }
  }
}
