import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ForgotPasswordForm } from './forgot-password-form.js';

const RESET = '/api/v1/auth/password-reset/';

describe('ForgotPasswordForm', () => {
  it.each(['ada@example.com', 'nobody@example.com'])('sends the email and shows the same success for %s', async (email) => {
    const { session, api } = await createTestSession();
    api.on('POST', RESET, () => json({ message: 'If an account exists, an email has been sent.' }));
    renderWithSession(<ForgotPasswordForm />, session);

    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toBe('Password reset email sent successfully!');
    expect(api.calls('POST', RESET)[0]?.body).toEqual({ email });
  });

  it('rejects an invalid email without sending', async () => {
    const { session, api } = await createTestSession();
    renderWithSession(<ForgotPasswordForm />, session);

    await userEvent.type(screen.getByLabelText('Email'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(api.calls('POST', RESET)).toHaveLength(0);
  });
});
