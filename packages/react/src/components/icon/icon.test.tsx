import { render, screen } from '@testing-library/react';
import { mdiClose } from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.js';
import '../../test-utils/render-with-session.js';

describe('Icon', () => {
  it('draws the @mdi/js path in an inline 24×24 SVG', () => {
    const { container } = render(<Icon path={mdiClose} />);

    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(container.querySelector('path')?.getAttribute('d')).toBe(mdiClose);
  });

  it('is decorative, hidden from assistive technology, without a label', () => {
    const { container } = render(<Icon path={mdiClose} />);

    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when labelled', () => {
    render(<Icon path={mdiClose} label="Close" />);

    expect(screen.getByRole('img', { name: 'Close' })).toBeTruthy();
  });

  it('passes other props to the svg and keeps its class', () => {
    const { container } = render(<Icon path={mdiClose} className="extra" data-testid="icon" size={32} />);
    const svg = container.querySelector('svg');

    expect(svg?.getAttribute('class')).toBe('parla-icon extra');
    expect(svg?.getAttribute('data-testid')).toBe('icon');
    expect(svg?.style.width).toBe('32px');
  });
});
