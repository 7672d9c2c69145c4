import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogShell } from './dialog-shell.js';
import '../../test-utils/render-with-session.js';

function Opener({ onDismiss }: { onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <DialogShell
          title="Leave?"
          description="Your draft stays."
          onDismiss={onDismiss ? () => (onDismiss(), setOpen(false)) : undefined}
          backdropTestId="backdrop"
        >
          <button type="button">First</button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </DialogShell>
      ) : null}
    </>
  );
}

describe('DialogShell', () => {
  it('is a modal dialog named by its title and described by its text; focus moves in, stays, and goes back when it closes', async () => {
    render(<Opener onDismiss={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your draft stays.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));

    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('is dismissed by Escape and by the backdrop, and by neither without onDismiss', async () => {
    const onDismiss = vi.fn();
    const { unmount } = render(<Opener onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByTestId('backdrop'));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    unmount();

    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('backdrop'));
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeTruthy();
  });
});
