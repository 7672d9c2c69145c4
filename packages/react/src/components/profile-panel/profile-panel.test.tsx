import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import type { DownloadFile } from '../../ports/download-file.js';
import { ProfilePanel } from './profile-panel.js';

const PROFILE = '/api/v1/auth/profile/';
const EXPORT = '/api/v1/user/export-data/';
const DELETE = '/api/v1/auth/delete-account/';

async function setUp() {
  // The client's rate limiter keeps its counts in the (shared) local storage.
  window.localStorage.clear();
  const user = aUser();
  const test = await createTestSession({ user });
  test.api.on('PATCH', PROFILE, (request) => json({ ...user, ...(request.body as object) }));
  test.api.on('GET', EXPORT, () => json({ exported_at: '2025-01-15T10:00:00.000Z', user, conversations: [], messages: [], usage: [] }));
  test.api.on('DELETE', DELETE, () => json({ message: 'Account deleted.' }));
  const download = vi.fn<(file: DownloadFile) => void>();
  renderWithSession(
    <>
      <ProfilePanel download={download} now={() => new Date('2025-01-15T12:00:00Z')} />
      <Snackbar />
    </>,
    test.session,
  );
  await screen.findByLabelText('First name');
  return { ...test, download, user };
}

describe('ProfilePanel', () => {
  it('shows the names to edit and the email read-only', async () => {
    await setUp();

    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  });

  it('validates the names with the §5 messages and saves valid ones through updateProfile', async () => {
    const { api } = await setUp();
    const first = screen.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(api.calls('PATCH', PROFILE)).toHaveLength(0);

    await userEvent.type(first, 'ugusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Profile updated successfully'));
    expect(api.calls('PATCH', PROFILE)[0]?.body).toEqual({ first_name: 'Augusta', last_name: 'Lovelace' });
  });

  it('exports the data as a JSON file through the download port', async () => {
    const { download } = await setUp();

    await userEvent.click(screen.getByRole('button', { name: 'Export my data' }));

    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const file = download.mock.calls[0]?.[0];
    expect(file?.name).toBe('parla-data-2025-01-15.json');
    expect(file?.type).toBe('application/json');
    expect(JSON.parse(file?.content ?? '{}').user.email).toBe('ada@example.com');
    expect(screen.getByText('Your data has been downloaded.')).toBeTruthy();
  });

  it("shows the rate-limit error once the day's exports are used up, sending nothing", async () => {
    const { download, api, session } = await setUp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      session.client.rateLimiter?.consume('data_export');
    }

    await userEvent.click(screen.getByRole('button', { name: 'Export my data' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait and try again. Data can be exported 3 times a day; the next export is possible in 24 hours.',
    );
    expect(api.calls('GET', EXPORT)).toHaveLength(0);
    expect(download).not.toHaveBeenCalled();
  });

  it('says how long to wait when the server refuses the export with a Retry-After', async () => {
    const { api, download } = await setUp();
    api.on('GET', EXPORT, () => new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '7200' } }));

    await userEvent.click(screen.getByRole('button', { name: 'Export my data' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait and try again. Data can be exported 3 times a day; the next export is possible in 2 hours.',
    );
    expect(download).not.toHaveBeenCalled();
  });

  describe('deleting the account', () => {
    it('asks to type the email before deleting is possible', async () => {
      const { api } = await setUp();
      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
      const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });

      expect(confirm).toHaveProperty('disabled', true);
      await userEvent.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), 'ada@example.co');
      expect(confirm).toHaveProperty('disabled', true);
      await userEvent.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), 'm');
      expect(confirm).toHaveProperty('disabled', false);
      expect(api.calls('DELETE', DELETE)).toHaveLength(0);
    });

    it("deletes through the SDK, toasts 'Account deleted successfully. Redirecting...' and goes home", async () => {
      const { api, navigate, session } = await setUp();
      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
      await userEvent.type(screen.getByLabelText('Type ada@example.com to confirm'), 'ada@example.com');

      await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));

      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Account deleted successfully. Redirecting...'));
      expect(api.calls('DELETE', DELETE)).toHaveLength(1);
      expect(navigate).toHaveBeenCalledWith('/');
      expect(session.auth.$auth.get().isAuthenticated).toBe(false);
    });

    it('closes on Cancel or Escape without deleting', async () => {
      const { api } = await setUp();
      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(api.calls('DELETE', DELETE)).toHaveLength(0);
    });
  });
});
