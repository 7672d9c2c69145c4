import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.js';
import '../test-utils/render-with-session.js';

function html(text: string): string {
  return render(<p>{renderMarkdown(text)}</p>).container.innerHTML;
}

describe('renderMarkdown', () => {
  it('renders **bold** and __bold__ as <strong>', () => {
    expect(html('**uno** y __dos__')).toBe('<p><strong>uno</strong> y <strong>dos</strong></p>');
  });

  it('renders *italics* and _italics_ as <em>', () => {
    expect(html('*uno* y _dos_')).toBe('<p><em>uno</em> y <em>dos</em></p>');
  });

  it('renders `inline code` as <code> and leaves markup inside it alone', () => {
    expect(html('say `**hola**`')).toBe('<p>say <code>**hola**</code></p>');
  });

  it('renders line breaks as <br>', () => {
    expect(html('uno\ndos')).toBe('<p>uno<br>dos</p>');
  });

  it('nests italics inside bold', () => {
    expect(html('**muy _bien_**')).toBe('<p><strong>muy <em>bien</em></strong></p>');
  });

  it('keeps snake_case words as they are', () => {
    expect(html('use snake_case_names')).toBe('<p>use snake_case_names</p>');
  });

  it('shows HTML as text, escaped, never as elements', () => {
    const { container } = render(<p>{renderMarkdown('<img src=x onerror=alert(1)> <script>alert(2)</script>')}</p>);

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <script>alert(2)</script>');
  });
});
