import { parlaChatStylesheet } from './chat-stylesheet.js';
import { chatOnDemandStyles } from './chat-on-demand-styles.js';
import { screenStyles } from './screen-styles.js';
import { reviewStyles } from '../components/review-session/review-session-styles.js';

/**
 * The library's whole stylesheet as text: the chat's (`parlaChatStylesheet`, then the rules its on-demand parts bring
 * with them) and every other screen's. Every selector is
 * `:host`, `.parla-root` or a `parla-` class, so it neither leaks into a host page nor depends on one, and it works inside
 * a shadow root (`<style>{parlaStylesheet}</style>`). The scheme follows `data-theme="light|dark"` on the root
 * (`<ParlaRoot>` sets it from the session's resolved theme). Breakpoints are documented as `--parla-breakpoint-*`
 * (custom properties cannot drive media queries; the mobile query is built in).
 */
export const parlaStylesheet = `${parlaChatStylesheet}${chatOnDemandStyles}${screenStyles}${reviewStyles}`;
