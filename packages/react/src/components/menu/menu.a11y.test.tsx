// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { Menu } from './menu.js';
import '../../test-utils/render-with-session.js';

describe('Menu accessibility (axe-core)', () => {
  it('has no serious or critical violation, closed or open with a disabled item', async () => {
    const { container } = render(
      <Menu
        label="Message actions"
        items={[
          { id: 'speak', label: 'Speak', onSelect: () => undefined, disabled: true, description: 'Your browser cannot read messages aloud.' },
          { id: 'copy', label: 'Copy', onSelect: () => undefined },
        ]}
      />,
    );
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Message actions' }));

    expect(await seriousViolations(container)).toEqual([]);
  });
});
