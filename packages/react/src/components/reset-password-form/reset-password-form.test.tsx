import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ResetPasswordForm } from './reset-password-form.js';

const CONFIRM = '/api/v1/auth/password-reset/user-1/token-abc/';

describe('ResetPasswordForm', () => {
  it('sends token, password and confirm_password to the link of uid and token, then calls onDone', async () => {
    const { session, api } = await createTestSession();
    api.on('POST', CONFIRM, () => json({ message: 'Your password has been reset.' }));
    const onDone = vi.fn();
    renderWithSession(<ResetPasswordForm uid="user-1" token="token-abc" onDone={onDone} />, session);

    await userEvent.type(screen.getByLabelText('New password'), 'analytical engine');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'analytical engine');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.calls('POST', CONFIRM)[0]?.body).toEqual({ token: 'token-abc', password: 'analytical engine', confirm_password: 'analytical engine' });
  });

  it("says 'Passwords do not match' and sends nothing when they differ", async () => {
    const { session, api } = await createTestSession();
    const onDone = vi.fn();
    renderWithSession(<ResetPasswordForm uid="user-1" token="token-abc" onDone={onDone} />, session);

    await userEvent.type(screen.getByLabelText('New password'), 'analytical engine');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'difference engine');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm password'));
    expect(api.calls('POST', CONFIRM)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows why an expired link failed', async () => {
    const { session, api } = await createTestSession();
    api.on('POST', CONFIRM, () => apiError(400, 'This reset link has expired.', {}, 'invalid_token'));
    renderWithSession(<ResetPasswordForm uid="user-1" token="token-abc" />, session);

    await userEvent.type(screen.getByLabelText('New password'), 'analytical engine');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'analytical engine');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This reset link has expired.');
  });
});
