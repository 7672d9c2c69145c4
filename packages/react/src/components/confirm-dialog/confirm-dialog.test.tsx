import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.js';
import '../../test-utils/render-with-session.js';

function Asking({ onConfirm, destructive }: { onConfirm: () => void; destructive?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this conversation?"
        body="It will be deleted."
        confirmLabel="Yes, delete"
        destructive={destructive}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a modal alertdialog named by its question and described by its text, with focus on Cancel', async () => {
    render(<Asking onConfirm={() => undefined} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('It will be deleted.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms with its button', async () => {
    const onConfirm = vi.fn();
    render(<Asking onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the confirming button as dangerous for a destructive action, as the primary button otherwise', async () => {
    const { unmount } = render(<Asking onConfirm={() => undefined} destructive />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Yes, delete' }).getAttribute('data-variant')).toBe('danger');
    unmount();

    render(<Asking onConfirm={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Yes, delete' }).hasAttribute('data-variant')).toBe(false);
  });

  it('cancels on Escape and gives focus back to where it was', async () => {
    const onConfirm = vi.fn();
    render(<Asking onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside while open', async () => {
    render(<Asking onConfirm={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, delete' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
