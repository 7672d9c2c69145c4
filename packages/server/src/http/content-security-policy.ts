import { createHash } from 'node:crypto';

/** CSP directives by name (`script-src`), each with its sources. */
export type PolicyDirectives = Record<string, string[]>;

/**
 * The policy of every API response: JSON needs no sources at all, and no page may frame it.
 */
export const API_POLICY: PolicyDirectives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy of the app's pages and files (and of the API reference page): everything from this origin only, no inline
 * script or style but the hashed blocks the page itself carries, WebAssembly for voice activity detection, `data:` and
 * `blob:` for images, fonts and recorded or synthesised audio, and no framing.
 */
export function pagePolicy(inline: { scripts?: string[]; styles?: string[] } = {}): PolicyDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...(inline.scripts ?? [])],
    'style-src': ["'self'", ...(inline.styles ?? [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The header value of a policy: `name source source; name source`. */
export function formatPolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** CSP hash sources of the inline `<script>` (those without `src`) and `<style>` blocks of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => sha256Source(match[1] ?? ''));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256Source(match[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
