import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adoptStylesheet } from './adopt-stylesheet.js';
import { AdoptedStyle } from './adopted-style.js';
import { StyleRootContext } from './style-root.js';

function adoptedText(root: Document | ShadowRoot): string[] {
  return root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));
}

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('AdoptedStyle', () => {
  it('adds its rules once to the shadow root it is told of, with no <style> element', () => {
    const shadow = shadowRoot();
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <StyleRootContext.Provider value={shadow}>
        <AdoptedStyle name="parla-test-a" css=".parla-a { color: red; }" />
        <AdoptedStyle name="parla-test-a" css=".parla-a { color: red; }" />
      </StyleRootContext.Provider>,
      { container },
    );
    expect(adoptedText(shadow)).toHaveLength(1);
    expect(adoptedText(shadow)[0]).toContain('.parla-a');
    expect(shadow.querySelector('style')).toBeNull();
    expect(adoptedText(document).join(' ')).not.toContain('.parla-a {');
  });

  it('keeps base sheets after the parts\' sheets, whatever order they come in', () => {
    const shadow = shadowRoot();
    adoptStylesheet(shadow, 'base', '.parla-base { color: red; }', { base: true });
    adoptStylesheet(shadow, 'part-1', '.parla-part-1 { color: blue; }');
    adoptStylesheet(shadow, 'part-2', '.parla-part-2 { color: green; }');
    expect(adoptedText(shadow).map((text) => text.match(/\.parla-[\w-]+/)?.[0])).toEqual(['.parla-part-1', '.parla-part-2', '.parla-base']);
  });

  it('renders nothing until its root is known', () => {
    const { container } = render(
      <StyleRootContext.Provider value={null}>
        <AdoptedStyle name="parla-test-b" css=".parla-b { color: red; }" />
      </StyleRootContext.Provider>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('is a hoisted <style> outside a root that tells where it renders', () => {
    render(<AdoptedStyle name="parla-test-c" css=".parla-c { color: red; }" />);
    const style = document.querySelector('style[data-href="parla-test-c"]');
    expect(style?.getAttribute('data-precedence')).toBe('parla');
    expect(style?.textContent).toContain('.parla-c');
  });
});
