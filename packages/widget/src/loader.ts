// tutor-chat-loader.js: a few hundred bytes that define a placeholder <tutor-chat>, draw the launcher or reserve the
// inline box, and load the full bundle only when needed (open, focus, or an idle moment after the page loaded).
import { LAUNCHER_ICON_PATH } from './host-styles.js';

const FULL_TAG = 'tutor-chat-full';
const ATTRIBUTES = ['api-base', 'locale', 'theme', 'target-language', 'native-language', 'skill-level', 'learning-mode', 'conversation-id', 'voice', 'mode', 'open'];
const PROPERTIES = ['client', 'tokenProvider'] as const;

const loaderScript = document.currentScript as HTMLScriptElement | null;
const bundleUrl = loaderScript?.dataset.bundle ?? new URL('tutor-chat.js', loaderScript?.src ?? location.href).href;
let loading: Promise<unknown> | undefined;

function loadBundle(): Promise<unknown> {
  // The ES module (its lazy chunks load beside it); `data-bundle` may point elsewhere.
  loading ??= import(/* @vite-ignore */ bundleUrl).then(() => customElements.whenDefined(FULL_TAG));
  return loading;
}

function whenIdle(callback: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 200));
  if (document.readyState === 'complete') {
    idle();
  } else {
    window.addEventListener('load', idle, { once: true });
  }
}

/** The placeholder: same attributes, properties and events as the full element, which it renders once loaded. */
class TutorChatPlaceholder extends HTMLElement {
  static parlaPlaceholder = true;
  static observedAttributes = ATTRIBUTES;
  inner: HTMLElement | undefined;
  values: Record<string, unknown> = {};

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<style>:host{display:block;height:560px}:host([hidden]){display:none}:host([mode="launcher"]){height:0}' +
      `${FULL_TAG}{display:block;height:100%}button{position:fixed;right:20px;bottom:20px;z-index:2147483000;width:56px;height:56px;` +
      'border-radius:50%;border:0;padding:0;cursor:pointer;background:#4c5fd5;color:#fff;box-shadow:0 4px 14px rgba(0,0,0,.3);' +
      'display:flex;align-items:center;justify-content:center}button:focus-visible{outline:3px solid #82b1ff;outline-offset:2px}' +
      'svg{width:28px;height:28px;fill:currentColor}</style>';
    for (const name of PROPERTIES) {
      // A property set before this element was defined shadows the accessor: move it behind the accessor.
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        this.values[name] = value;
      }
    }
  }

  connectedCallback(): void {
    if (this.inner || this.shadowRoot?.querySelector('button')) {
      return;
    }
    if (this.getAttribute('mode') === 'launcher') {
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-label', 'Open the tutor chat');
      button.setAttribute('aria-expanded', 'false');
      button.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${LAUNCHER_ICON_PATH}"/></svg>`;
      button.addEventListener('click', () => this.upgrade(true));
      button.addEventListener('focus', () => void loadBundle(), { once: true });
      button.addEventListener('pointerenter', () => void loadBundle(), { once: true });
      this.shadowRoot?.append(button);
    }
    whenIdle(() => this.upgrade(false));
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (!this.inner) {
      return;
    }
    if (value === null) {
      this.inner.removeAttribute(name);
    } else {
      this.inner.setAttribute(name, value);
    }
  }

  private upgrade(open: boolean): void {
    void loadBundle().then(() => {
      if (this.inner) {
        if (open) {
          this.inner.setAttribute('open', '');
        }
        return;
      }
      const inner = document.createElement(FULL_TAG);
      for (const name of ATTRIBUTES) {
        const value = this.getAttribute(name);
        if (value !== null) {
          inner.setAttribute(name, value);
        }
      }
      if (open) {
        inner.setAttribute('open', '');
      }
      for (const [name, value] of Object.entries(this.values)) {
        (inner as unknown as Record<string, unknown>)[name] = value;
      }
      this.inner = inner;
      this.shadowRoot?.querySelector('button')?.remove();
      this.shadowRoot?.append(inner);
    });
  }
}

for (const name of PROPERTIES) {
  Object.defineProperty(TutorChatPlaceholder.prototype, name, {
    configurable: true,
    enumerable: true,
    get(this: TutorChatPlaceholder) {
      return this.values[name];
    },
    set(this: TutorChatPlaceholder, value: unknown) {
      this.values[name] = value;
      if (this.inner) {
        (this.inner as unknown as Record<string, unknown>)[name] = value;
      }
    },
  });
}

if (!customElements.get('tutor-chat')) {
  customElements.define('tutor-chat', TutorChatPlaceholder);
}
