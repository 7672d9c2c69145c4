// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { STYLE_MODULE, minifyCss, minifyCssTemplates } from '../../build/minify-css-templates.js';
import { parlaStylesheet } from './stylesheet.js';

// Builds minify the CSS of the style modules (`build/minify-css-templates.ts`); these tests hold it to the same rules.

/** The rules of a stylesheet as the browser's CSS parser (jsdom's) reads them; line breaks and spaces in media features aside. */
function parsedRules(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ' ').replace(/\(([\w-]+): /g, '($1:'));
  style.remove();
  return rules;
}

describe('the minified stylesheet', () => {
  it('has exactly the rules of the readable one, in over 10 % fewer characters', () => {
    const minified = minifyCss(parlaStylesheet);
    const rules = parsedRules(parlaStylesheet);

    expect(rules.length).toBeGreaterThan(200);
    expect(parsedRules(minified)).toEqual(rules);
    expect(minified.length).toBeLessThan(parlaStylesheet.length * 0.9);
  });

  it('keeps the spaces that matter: descendant selectors, value lists, calc() and media queries', () => {
    expect(minifyCss('.a  .b > c ,\n .d:hover {\n  margin: 0  auto ;  width: calc(100% - 2px) ;\n}\n/* note */\n@media (max-width: 599.98px) { .a { color: red } }')).toBe(
      '.a .b > c, .d:hover{margin:0 auto;width:calc(100% - 2px)}@media (max-width:599.98px){.a{color:red}}',
    );
  });
});

describe('minifying the templates of a style module', () => {
  it('minifies the CSS around substitutions and leaves the code alone', () => {
    const source = 'const width = `${size - 1}px`;\nexport const css = `\n.a {\n  --x: ${value};\n  gap: 8px;\n}\n.b ${selector} { color: red; }\n${more}\n`;\n';

    expect(minifyCssTemplates(source, 'styles.ts')).toBe('const width = `${size - 1}px`;\nexport const css = `.a{--x:${value};gap:8px}.b ${selector}{color:red}${more}`;\n');
  });
});

describe('the style modules the build minifies', () => {
  it('are the files of src/styles/ and the *-styles.ts files beside components, never tests or components', () => {
    for (const path of ['/repo/packages/react/src/styles/chat-styles.ts', '/repo/packages/react/src/components/menu/menu-styles.ts', 'C:\\repo\\src\\components\\voice-recorder\\voice-recorder-styles.ts']) {
      expect(STYLE_MODULE.test(path), path).toBe(true);
    }
    for (const path of ['/repo/packages/react/src/components/menu/menu.tsx', '/repo/packages/react/src/components/menu/menu-styles.test.ts', '/repo/packages/react/src/components/menu/use-menu.ts']) {
      expect(STYLE_MODULE.test(path), path).toBe(false);
    }
  });
});
