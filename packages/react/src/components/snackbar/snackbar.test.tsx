import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MESSAGE_KEYS } from '@parla/sdk';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { Snackbar } from './snackbar.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('Snackbar', () => {
  describe('when the session has no snackbar', () => {
    it('shows nothing but its empty bottom-right region', async () => {
      const { session } = await createTestSession();
      const { container } = renderWithSession(<Snackbar />, session);

      expect(screen.queryByRole('status')).toBeNull();
      expect(container.querySelector('.parla-snackbar-region')?.getAttribute('data-state')).toBe('closed');
    });
  });

  describe('when the session notifies', () => {
    it('shows the current snackbar with a labelled close button', async () => {
      const { session } = await createTestSession();
      renderWithSession(<Snackbar />, session);

      act(() => {
        session.snackbar.notify({ type: 'success', text: 'Profile updated successfully' });
      });

      const snackbar = screen.getByRole('status');
      expect(snackbar.textContent).toContain('Profile updated successfully');
      expect(within(snackbar).getByRole('button', { name: 'Close notification' })).toBeTruthy();
    });

    it('shows one snackbar at a time, the first queued first', async () => {
      const { session } = await createTestSession();
      renderWithSession(<Snackbar />, session);

      act(() => {
        session.snackbar.notify({ text: 'First' });
        session.snackbar.notify({ text: 'Second' });
      });

      expect(screen.getAllByRole('status')).toHaveLength(1);
      expect(screen.getByText('First')).toBeTruthy();
      expect(screen.queryByText('Second')).toBeNull();
    });

    it.each([
      ['success', 'success'],
      ['error', 'error'],
      ['warning', 'warning'],
      ['info', 'info'],
      ['celebration', 'primary'],
    ])('colours a %s snackbar with the %s tone', async (type, tone) => {
      const { session } = await createTestSession();
      const { container } = renderWithSession(<Snackbar />, session);

      act(() => {
        session.snackbar.notify({ type, text: 'Something happened' });
      });

      const snackbar = container.querySelector('.parla-snackbar');
      expect(snackbar?.getAttribute('data-tone')).toBe(tone);
      expect(snackbar?.getAttribute('data-type')).toBe(type);
    });

    it('announces an error at once (role alert) and anything else politely (role status)', async () => {
      const { session } = await createTestSession();
      renderWithSession(<Snackbar />, session);

      act(() => {
        session.snackbar.notify({ type: 'error', text: 'Failed to accept terms' });
      });
      expect(screen.getByRole('alert').textContent).toContain('Failed to accept terms');
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('translates the snackbar by its key when the catalogue has it', async () => {
      const { session } = await createTestSession();
      renderWithSession(<Snackbar />, session);

      act(() => {
        session.locale.setLocale('es');
        session.snackbar.notify({ type: 'success', text: 'You have been logged out', key: SESSION_MESSAGE_KEYS.logoutSuccess });
      });

      expect(await screen.findByText('Has cerrado sesión')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeTruthy();
    });

    it('fills the placeholders of a translated message with its values', async () => {
      const { session } = await createTestSession();
      renderWithSession(<Snackbar />, session);

      act(() => {
        session.snackbar.notify({ text: 'Retrying', key: 'status.retrying', values: { id: 'conversations.get', attempt: 1, retries: 3 } });
      });

      expect(screen.getByText('Retrying conversations.get (attempt 1 of 3)')).toBeTruthy();
    });

    it('shows the text as it is when the catalogue has no message for its key', async () => {
      const { session } = await createTestSession();
      renderWithSession(<Snackbar />, session);

      act(() => {
        session.snackbar.notify({ text: 'Saved your drawing', key: 'drawing.saved' });
      });

      expect(screen.getByText('Saved your drawing')).toBeTruthy();
    });

    it('runs an action and then dismisses the snackbar', async () => {
      const { session } = await createTestSession();
      const onSelect = vi.fn();
      renderWithSession(<Snackbar />, session);
      act(() => {
        session.snackbar.notify({ text: 'Message deleted', actions: [{ label: 'Undo', onSelect }] });
      });

      await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

      expect(onSelect).toHaveBeenCalledTimes(1);
      expect(session.snackbar.$snackbars.get()).toHaveLength(0);
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  describe('when the close button is pressed', () => {
    it('removes the snackbar from the queue and shows the next one', async () => {
      const { session } = await createTestSession();
      renderWithSession(<Snackbar />, session);
      act(() => {
        session.snackbar.notify({ text: 'First' });
        session.snackbar.notify({ text: 'Second' });
      });

      await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));

      expect(session.snackbar.$snackbars.get().map((snackbar) => snackbar.text)).toEqual(['Second']);
      expect(screen.getByText('Second')).toBeTruthy();
    });
  });

  describe('when its timeout passes', () => {
    it('disappears after 5000 ms (§9) without being closed', async () => {
      const { session } = await createTestSession();
      vi.useFakeTimers();
      renderWithSession(<Snackbar />, session);
      act(() => {
        session.snackbar.notify({ type: 'info', text: 'Welcome back!' });
      });

      act(() => {
        vi.advanceTimersByTime(4999);
      });
      expect(screen.getByText('Welcome back!')).toBeTruthy();

      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Welcome back!')).toBeNull();
      expect(session.snackbar.$snackbars.get()).toHaveLength(0);
    });
  });
});
