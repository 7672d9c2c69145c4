import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@parla/sdk';
import { apiError, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession, learnerWithoutTerms } from '../../test-utils/test-session.js';
import type { TestSession } from '../../test-utils/test-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { TermsDialog } from './terms-dialog.js';
import type { TermsSection } from './terms-dialog.js';

const ACCEPT = '/api/v1/auth/accept-terms/';
const LOGOUT = '/api/v1/auth/logout/';
const sections: TermsSection[] = Array.from({ length: 12 }, (_, index) => ({
  id: `section-${index + 1}`,
  title: `${index + 1}. Section ${index + 1}`,
  body: `Body of section ${index + 1}.`,
}));

/** A signed-in learner who has not accepted the terms, with the dialog and the snackbar on screen. */
async function setUp(): Promise<TestSession> {
  const test = await createTestSession({ user: learnerWithoutTerms() });
  renderWithSession(
    <>
      <button type="button">Open chat</button>
      <TermsDialog sections={sections} />
      <Snackbar />
    </>,
    test.session,
  );
  return test;
}

/** Evaluates the dialog's rule on `route`; when it opens, waits for its code (it loads on first open). */
async function openOn(session: Session, route = 'Chat'): Promise<void> {
  await act(async () => {
    session.terms.evaluateTermsDialog(route);
  });
  if (session.terms.$termsDialog.get().open) {
    await screen.findByRole('dialog');
  }
}

function acceptButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Accept' });
}

describe('TermsDialog', () => {
  describe('when the rule holds (terms not accepted, route Chat)', () => {
    it('opens as a modal dialog labelled by its title', async () => {
      const { session } = await setUp();
      await openOn(session);

      const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
    });

    it('shows the version chip and the last-updated date formatted in the locale', async () => {
      const { session } = await setUp();
      await openOn(session);

      expect(screen.getByText('Version 1.0')).toBeTruthy();
      expect(screen.getByText('Last updated: January 15, 2025')).toBeTruthy();
    });

    it('formats the date in the interface language', async () => {
      const { session } = await setUp();
      act(() => {
        session.locale.setLocale('de');
      });
      await openOn(session);

      expect(await screen.findByText('Zuletzt aktualisiert: 15. Januar 2025')).toBeTruthy();
    });

    it('shows the full terms text, all 12 sections', async () => {
      const { session } = await setUp();
      await openOn(session);

      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
      expect(screen.getByText('Body of section 12.')).toBeTruthy();
    });

    it('moves focus into the dialog', async () => {
      const { session } = await setUp();
      await openOn(session);

      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    });
  });

  describe('the acceptance checkbox', () => {
    it('is unticked when the dialog opens, and Accept is disabled', async () => {
      const { session } = await setUp();
      await openOn(session);

      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'I have read and accept the Terms of Service' }).checked).toBe(false);
      expect(acceptButton().disabled).toBe(true);
    });

    it('enables Accept once ticked, and disables it again when unticked', async () => {
      const { session } = await setUp();
      await openOn(session);
      const checkbox = screen.getByRole<HTMLInputElement>('checkbox');

      await userEvent.click(checkbox);
      expect(acceptButton().disabled).toBe(false);

      await userEvent.click(checkbox);
      expect(acceptButton().disabled).toBe(true);
    });

    it('is unticked again every time the dialog reopens', async () => {
      const { session } = await setUp();
      await openOn(session);
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();

      await openOn(session, 'Settings');

      expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
      expect(acceptButton().disabled).toBe(true);
    });
  });

  describe('when Accept is pressed', () => {
    it('shows a spinner while accepting, then closes with the success snackbar', async () => {
      const { session, api } = await setUp();
      let answer: (response: Response) => void = () => undefined;
      api.on('POST', ACCEPT, () => new Promise<Response>((resolve) => (answer = resolve)));
      await openOn(session);
      await userEvent.click(screen.getByRole('checkbox'));

      await userEvent.click(acceptButton());

      const busy = screen.getByRole('button', { name: 'Accepting…' });
      expect(busy.getAttribute('aria-busy')).toBe('true');
      expect(screen.getByTestId('parla-spinner')).toBeTruthy();
      expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('accepting');

      await act(async () => {
        answer(json({ message: 'ok', terms_accepted: true, terms_version: '1.0', terms_accepted_at: '2025-01-15T10:00:00.000Z' }));
      });

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('status').textContent).toContain('Terms accepted successfully');
      expect(session.auth.$auth.get().user?.terms_accepted).toBe(true);
    });

    it('stays open and shows the error snackbar when accepting fails (the error is logged)', async () => {
      const { session, api, logger } = await setUp();
      api.on('POST', ACCEPT, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
      await openOn(session);
      await userEvent.click(screen.getByRole('checkbox'));

      await userEvent.click(acceptButton());

      expect((await screen.findByRole('alert')).textContent).toContain('Failed to accept terms');
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect(acceptButton().disabled).toBe(false);
      expect(logger.error).toHaveBeenCalled();
    });
  });

  describe('when Decline is pressed', () => {
    it('closes, signs the learner out and shows the decline warning', async () => {
      const { session, api, navigate } = await setUp();
      await openOn(session);

      await userEvent.click(screen.getByRole('button', { name: 'Decline' }));

      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You need to accept the terms to use Parla'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.calls('POST', LOGOUT)).toHaveLength(1);
      expect(session.auth.$auth.get().isAuthenticated).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/');
    });

    it('still closes and warns when signing out fails', async () => {
      const { session, api } = await setUp();
      api.on('POST', LOGOUT, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
      await openOn(session);

      await userEvent.click(screen.getByRole('button', { name: 'Decline' }));

      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You need to accept the terms to use Parla'));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('when the dark backdrop is clicked', () => {
    it('closes without accepting or declining', async () => {
      const { session, api } = await setUp();
      await openOn(session);

      await userEvent.click(screen.getByTestId('parla-terms-backdrop'));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.calls('POST', ACCEPT)).toHaveLength(0);
      expect(api.calls('POST', LOGOUT)).toHaveLength(0);
      expect(session.auth.$auth.get().isAuthenticated).toBe(true);
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  describe('with the keyboard', () => {
    it('is operable by Tab, Space and Enter: tick the box, reach Accept, accept', async () => {
      const { session, api } = await setUp();
      await openOn(session);
      const user = userEvent.setup();

      expect(document.activeElement?.getAttribute('role')).toBe('region');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('checkbox'));
      await user.keyboard(' ');
      expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decline' }));
      await user.tab();
      expect(document.activeElement).toBe(acceptButton());
      await user.keyboard('{Enter}');

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.calls('POST', ACCEPT)).toHaveLength(1);
    });

    it('traps focus: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
      const { session } = await setUp();
      await openOn(session);
      const user = userEvent.setup();
      const region = screen.getByRole('region', { name: 'Terms of Service' });

      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decline' }));
      await user.tab();
      expect(document.activeElement).toBe(region);
    });

    it('closes on Escape like the backdrop, without deciding, and gives focus back', async () => {
      const { session, api } = await setUp();
      const opener = screen.getByRole('button', { name: 'Open chat' });
      opener.focus();
      await openOn(session);

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.calls('POST', ACCEPT)).toHaveLength(0);
      expect(api.calls('POST', LOGOUT)).toHaveLength(0);
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('without the terms text yet', () => {
    it('shows a loading line', async () => {
      const { session } = await createTestSession({ user: learnerWithoutTerms() });
      renderWithSession(<TermsDialog />, session);
      await openOn(session);

      expect(screen.getByText('Loading the terms…')).toBeTruthy();
    });
  });
});
