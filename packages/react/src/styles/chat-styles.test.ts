import { describe, expect, it } from 'vitest';
import { chatStyles } from './chat-styles.js';

function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim()));
}

describe('the chat styles', () => {
  it('only style the library: every selector is a parla- class', () => {
    const all = selectors(chatStyles);

    expect(all.length).toBeGreaterThan(40);
    for (const selector of all) {
      expect(selector, selector).toMatch(/^\.parla-/);
    }
  });

  it('give the drawer the §9 width and overlay it below the sm breakpoint (600 px) of the chat screen’s own width', () => {
    expect(chatStyles).toMatch(/\.parla-chat-screen__drawer \{[^}]*width: var\(--parla-drawer-width\)/);
    expect(chatStyles).toMatch(/\.parla-chat-screen \{[^}]*container: parla-chat-screen \/ inline-size/);
    expect(chatStyles).toMatch(/@container parla-chat-screen \(max-width: 599\.98px\) \{\s*\.parla-chat-screen__drawer \{ position: absolute;/);
  });

  it('declare no font size under 16 px for fields (they use .parla-field)', () => {
    expect(chatStyles).not.toMatch(/\.parla-field[^{]*\{[^}]*font-size/);
  });
});
