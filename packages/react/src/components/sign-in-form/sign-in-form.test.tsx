import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, apiError, json, validTokens } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { SignInForm } from './sign-in-form.js';

const LOGIN = '/api/v1/auth/login/';

async function setUp(onSignedIn = vi.fn()) {
  const test = await createTestSession();
  const user = aUser();
  test.api.on('POST', LOGIN, () => json(validTokens(user)));
  test.api.on('GET', '/api/v1/auth/profile/', () => json(user));
  renderWithSession(<SignInForm onSignedIn={onSignedIn} registerLink={<a href="/register">Create an account</a>} forgotPasswordLink={<a href="/forgot-password">Forgot your password?</a>} />, test.session);
  return { ...test, onSignedIn };
}

describe('SignInForm', () => {
  it('labels the email and password fields and shows the register and forgot-password links', async () => {
    await setUp();

    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('signs in through the session with the email as username, then calls onSignedIn', async () => {
    const { api, session, onSignedIn } = await setUp();

    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com' })));
    expect(api.calls('POST', LOGIN)[0]?.body).toEqual({ username: 'ada@example.com', password: 'correct horse' });
    expect(session.auth.$auth.get().isAuthenticated).toBe(true);
  });

  it('shows and hides the password', async () => {
    await setUp();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await userEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  describe('when the fields are invalid', () => {
    it('sends nothing, shows the §5 messages linked to the fields and focuses the first invalid one', async () => {
      const { api } = await setUp();

      await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      const email = screen.getByLabelText('Email');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter a valid email');
      expect(screen.getByText('This field is required')).toBeTruthy();
      expect(document.activeElement).toBe(email);
      expect(api.calls('POST', LOGIN)).toHaveLength(0);
    });
  });

  describe('when the server refuses', () => {
    it("puts the ApiError's field errors on their fields", async () => {
      const { api } = await setUp();
      api.on('POST', LOGIN, () => apiError(400, 'Invalid request. Please check your input.', { password: ['Password must be at least 8 characters'] }));

      await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'short');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    });

    it('shows the network error when the request cannot be sent', async () => {
      const { api } = await setUp();
      api.on('POST', LOGIN, () => Promise.reject(new TypeError('boom')));

      await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
    });

    it("shows the server's message for a 401", async () => {
      const { api, onSignedIn } = await setUp();
      api.on('POST', LOGIN, () => apiError(401, 'Invalid email or password.', {}, 'invalid_credentials'));

      await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
      expect(onSignedIn).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    });

    it('offers to send the verification link again to an address not yet verified, and says it is on its way', async () => {
      const { api } = await setUp();
      api.on('POST', LOGIN, () => apiError(403, 'Please verify your email address first: open the link we sent you.', {}, 'email_not_verified'));
      api.on('POST', '/api/v1/auth/verify-email/resend/', () => json({ message: 'sent' }));

      await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));

      expect((await screen.findByRole('status')).textContent).toBe(
        'If ada@example.com is still waiting for confirmation, a new link is on its way. It can take a few minutes to arrive.',
      );
      expect(api.calls('POST', '/api/v1/auth/verify-email/resend/')[0]?.body).toEqual({ email: 'ada@example.com' });
      expect(api.calls('POST', LOGIN)).toHaveLength(1);
    });
  });
});
