import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, apiError, json, validTokens } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { VerifyEmail } from './verify-email.js';

const VERIFY = '/api/v1/auth/verify-email/';

describe('VerifyEmail', () => {
  it('verifies the token once on mount, shows verifying then verified, signs in and offers to continue', async () => {
    const { session, api } = await createTestSession();
    const user = aUser();
    let answer: (response: Response) => void = () => undefined;
    api.on('POST', VERIFY, () => new Promise<Response>((resolve) => (answer = resolve)));
    api.on('GET', '/api/v1/auth/profile/', () => json(user));
    const onVerified = vi.fn();
    const { container } = renderWithSession(<VerifyEmail token="token-1" onVerified={onVerified} continueLink={<a href="/new-conversation">Start learning</a>} />, session);

    expect(screen.getByRole('status').textContent).toContain('Verifying your email…');
    answer(json({ message: 'Email verified.', ...validTokens(user) }));

    expect(await screen.findByText('Your email is verified and you are signed in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start learning' })).toBeTruthy();
    expect(container.querySelector('section')?.getAttribute('data-state')).toBe('verified');
    expect(api.calls('POST', VERIFY)).toHaveLength(1);
    expect(api.calls('POST', VERIFY)[0]?.body).toEqual({ token: 'token-1' });
    expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ id: user.id }));
    expect(session.auth.$auth.get().isAuthenticated).toBe(true);
  });

  it('shows the failure and the sign-in link when the token is refused', async () => {
    const { session, api } = await createTestSession();
    api.on('POST', VERIFY, () => apiError(400, 'This verification link is invalid or has expired.', {}, 'invalid_token'));
    renderWithSession(<VerifyEmail token="bad" signInLink={<a href="/login">Sign in</a>} />, session);

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This verification link is invalid or has expired.'));
    expect(screen.getByRole('alert').textContent).toContain('We could not verify your email.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers a new link for a used or expired one: the learner types the address and sends it again', async () => {
    const { session, api } = await createTestSession();
    api.on('POST', VERIFY, () => apiError(400, 'This verification link is invalid or has expired.', {}, 'invalid_token'));
    api.on('POST', '/api/v1/auth/verify-email/resend/', () => json({ message: 'sent' }));
    renderWithSession(<VerifyEmail token="old" />, session);
    const send = await screen.findByRole('button', { name: 'Send the link again' });
    expect(send).toHaveProperty('disabled', true);

    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.click(send);

    expect((await screen.findByRole('status')).textContent).toContain('If ada@example.com is still waiting for confirmation');
    expect(api.calls('POST', '/api/v1/auth/verify-email/resend/')[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});
