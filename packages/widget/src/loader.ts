// tutor-chat-loader.js: a classic script of about 2 kB that defines a placeholder <tutor-chat>, draws the launcher or
// the inline widget's empty frame at once (its box reserved, so nothing shifts), and loads the full bundle only when it
// cannot compete with the host page's own loading: on interaction (pointer, focus, opening the launcher) at any time,
// otherwise once the page has loaded and the browser is idle, and for an inline widget only once it is near the viewport.
import { LAUNCHER_ICON_PATH } from './host-styles.js';
import { launcherLabels } from './launcher-labels.js';
import { placeholderStylesheet } from './placeholder-styles.js';
import { TUTOR_CHAT_ATTRIBUTES as ATTRIBUTES, TUTOR_CHAT_PROPERTIES as PROPERTIES, reflectAttributes, upgradeProperties } from './tutor-chat-attributes.js';

const FULL_TAG = 'tutor-chat-full';
/** Longest wait for an idle moment once the page has loaded (ms). */
const IDLE_TIMEOUT_MS = 2000;

const loaderScript = document.currentScript as HTMLScriptElement | null;
const bundleUrl = loaderScript?.dataset.bundle ?? new URL('tutor-chat.js', loaderScript?.src ?? location.href).href;
let loading: Promise<unknown> | undefined;
let settled: Promise<void> | undefined;

function loadBundle(): Promise<unknown> {
  // The ES module (its lazy chunks load beside it); `data-bundle` may point elsewhere.
  loading ??= import(/* @vite-ignore */ bundleUrl).then(() => customElements.whenDefined(FULL_TAG));
  return loading;
}

/**
 * Resolves once the page has loaded, painted since, and then the browser was idle (or `IDLE_TIMEOUT_MS` passed): only
 * then is the bundle fetched, so it never competes with the page's own resources or its largest paint.
 */
function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const idle = () => {
      // Fetch (not run) the bundle now that it no longer competes with the page's own requests.
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = bundleUrl;
      document.head.append(preload);
      if (window.requestIdleCallback) {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 200);
      }
    };
    // A page can finish loading before its first paint: wait for the next frame to be painted too.
    const afterPaint = () => requestAnimationFrame(() => setTimeout(idle, 0));
    if (document.readyState === 'complete') {
      afterPaint();
    } else {
      window.addEventListener('load', afterPaint, { once: true });
    }
  });
  return settled;
}

/** Resolves once `element` is within 200 px of the viewport (at once where IntersectionObserver is missing). */
function nearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (!window.IntersectionObserver) {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
  });
}

/**
 * The placeholder: same attributes, properties and events as the full element, which it renders once loaded. Its
 * attributes are the state (a property sets its attribute, as on the full element) and are handed on to the full element.
 */
class TutorChatPlaceholder extends HTMLElement {
  static parlaPlaceholder = true;
  static observedAttributes = ATTRIBUTES;
  inner: HTMLElement | undefined;
  values: Record<string, unknown> = {};
  started = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    // The empty frame of the full widget (same box and background), so swapping it in neither shifts nor flashes. Its
    // rules are adopted, not a <style> element, where the browser can: a page whose CSP forbids inline styles applies them.
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(placeholderStylesheet);
      root.adoptedStyleSheets = [sheet];
      root.innerHTML = '<div class="frame" part="frame"></div>';
    } else {
      root.innerHTML = `<style>${placeholderStylesheet}</style><div class="frame" part="frame"></div>`;
    }
    upgradeProperties(this);
  }

  connectedCallback(): void {
    if (this.started) {
      return;
    }
    this.started = true;
    const launcher = this.getAttribute('mode') === 'launcher';
    if (launcher) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tutor-chat-launcher';
      button.setAttribute('aria-label', launcherLabels(this.getAttribute('locale')).open);
      button.setAttribute('aria-expanded', 'false');
      button.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${LAUNCHER_ICON_PATH}"/></svg>`;
      button.addEventListener('click', () => {
        this.toggleAttribute('open', true);
        this.upgrade();
      });
      this.shadowRoot?.append(button);
    }
    // Interaction loads at once: a pointer over the widget or focus inside it (the launcher's click opens it too).
    const interact = () => this.upgrade();
    this.addEventListener('pointerenter', interact, { once: true });
    this.addEventListener('focusin', interact, { once: true });
    // Otherwise after the page settled; an inline widget also waits until it is near the viewport.
    void pageSettled()
      .then(() => (launcher ? undefined : nearViewport(this)))
      .then(interact);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (!this.inner) {
      // Opening the launcher's panel (the attribute or the property) loads the full element at once, as a click does.
      if (name === 'open' && value !== null && this.started) {
        this.upgrade();
      }
      return;
    }
    if (value === null) {
      this.inner.removeAttribute(name);
    } else {
      this.inner.setAttribute(name, value);
    }
  }

  private upgrade(): void {
    void loadBundle().then(() => {
      if (this.inner) {
        return;
      }
      const inner = document.createElement(FULL_TAG);
      for (const name of ATTRIBUTES) {
        const value = this.getAttribute(name);
        if (value !== null) {
          inner.setAttribute(name, value);
        }
      }
      for (const [name, value] of Object.entries(this.values)) {
        (inner as unknown as Record<string, unknown>)[name] = value;
      }
      this.inner = inner;
      this.shadowRoot?.querySelector('.frame')?.append(inner);
      this.retireBubble(inner);
    });
  }

  /**
   * Removes the placeholder's bubble once the full element has drawn its own in the same place (React renders a frame
   * later) and no press on it is under way, so a click never falls between the two; keyboard focus moves across.
   */
  private retireBubble(inner: HTMLElement): void {
    const bubble = this.shadowRoot?.querySelector<HTMLElement>('.tutor-chat-launcher');
    if (!bubble) {
      return;
    }
    const drawn = inner.shadowRoot?.querySelector<HTMLElement>('.tutor-chat-launcher');
    // A press on the bubble (`:active`) must end on it, or its click would land on neither bubble.
    const waiting = !drawn || bubble.matches(':active');
    if (waiting && this.getAttribute('mode') === 'launcher' && this.isConnected) {
      requestAnimationFrame(() => this.retireBubble(inner));
      return;
    }
    const focused = this.shadowRoot?.activeElement === bubble;
    bubble.remove();
    if (focused) {
      drawn?.focus();
    }
  }
}

// Every attribute's property reflects it, as on the full element.
reflectAttributes(TutorChatPlaceholder.prototype);

// Objects and callbacks are kept here and handed on to the full element.
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
