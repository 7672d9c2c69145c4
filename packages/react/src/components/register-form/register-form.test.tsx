import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { RegisterForm } from './register-form.js';

const REGISTER = '/api/v1/auth/register/';

async function setUp() {
  const test = await createTestSession();
  test.api.on('POST', REGISTER, () => json({ verification_required: true, message: 'Check your inbox to verify your email.' }));
  const onRegistered = vi.fn();
  renderWithSession(<RegisterForm onRegistered={onRegistered} termsLink={(text) => <a href="/terms">{text}</a>} privacyLink={(text) => <a href="/privacy">{text}</a>} />, test.session);
  return { ...test, onRegistered };
}

function errorOf(label: string): string | null | undefined {
  const field = screen.getByLabelText(label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('parla-field-error'))?.textContent;
}

async function fillValid(): Promise<void> {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'analytical engine');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'analytical engine');
  await userEvent.click(screen.getByLabelText('I accept the Terms of Service and the Privacy Policy'));
}

describe('RegisterForm', () => {
  it('has the §2 fields, the acceptance checkbox and links to the terms and the privacy policy', async () => {
    await setUp();

    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('without links, shows the terms or their privacy section under the consent when their name is pressed', async () => {
    const test = await createTestSession();
    const sections = [
      { id: 'acceptance', title: '1. Acceptance of these terms', body: 'These terms govern your use of Parla.' },
      { id: 'privacy', title: '5. Privacy and your data', body: 'We keep what we need to run the service.' },
    ];
    test.api.on('GET', '/api/v1/terms/', () => json({ version: '1.0', last_updated: '2025-01-15', sections }));
    renderWithSession(<RegisterForm />, test.session);
    const terms = screen.getByRole('button', { name: 'Terms of Service' });
    const privacy = screen.getByRole('button', { name: 'Privacy Policy' });
    expect(terms.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Terms of Service' })).toBeNull();

    await userEvent.click(terms);
    const shown = await screen.findByRole('region', { name: 'Terms of Service' });
    await waitFor(() => expect(shown.querySelectorAll('h3')).toHaveLength(2));
    expect(terms.getAttribute('aria-expanded')).toBe('true');
    expect(terms.getAttribute('aria-controls')).toBe(shown.id);

    await userEvent.click(privacy);
    const privacyShown = await screen.findByRole('region', { name: 'Privacy Policy' });
    await waitFor(() => expect([...privacyShown.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['5. Privacy and your data']));
    expect(terms.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(privacy);
    expect(screen.queryByRole('region', { name: 'Privacy Policy' })).toBeNull();
    expect(test.api.calls('GET', '/api/v1/terms/').length).toBeGreaterThan(0);
  });

  describe('validates on blur with the §5 messages, word for word', () => {
    it.each([
      ['First name', '', 'This field is required'],
      ['First name', 'A', 'Name must be at least 2 characters'],
      ['Last name', 'L'.repeat(51), 'Name cannot exceed 50 characters'],
      ['Email', 'ada@', 'Please enter a valid email'],
      ['Password', 'short', 'Password must be at least 8 characters'],
    ])('%s "%s" gives "%s"', async (label, value, message) => {
      await setUp();
      const field = screen.getByLabelText(label);
      if (value) {
        fireEvent.change(field, { target: { value } });
      }
      fireEvent.blur(field);

      expect(errorOf(label)).toBe(message);
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });

    it("gives 'Passwords do not match' when the confirmation differs", async () => {
      await setUp();
      await userEvent.type(screen.getByLabelText('Password'), 'analytical engine');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'difference engine');
      fireEvent.blur(screen.getByLabelText('Confirm password'));

      expect(errorOf('Confirm password')).toBe('Passwords do not match');
    });

    it('shows no error for a field not left yet', async () => {
      await setUp();
      fireEvent.blur(screen.getByLabelText('First name'));

      expect(errorOf('Email')).toBeUndefined();
    });
  });

  it('on submit shows every error, requires the acceptance and focuses the first invalid field', async () => {
    const { api } = await setUp();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(errorOf('First name')).toBe('This field is required');
    expect(screen.getByText('You must accept the terms and privacy policy')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(api.calls('POST', REGISTER)).toHaveLength(0);
  });

  it('on the first press of Create account shows the terms error together with the errors of every other invalid field', async () => {
    // Pressing the button must not blur the field being edited: its error would appear between press and release, move
    // the button away from the pointer, and the release would miss it (no submit, no terms error).
    const { api } = await setUp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.type(screen.getByLabelText('Last name'), 'L');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    const submit = screen.getByRole('button', { name: 'Create account' });

    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    expect(errorOf('Confirm password')).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm password'));
    await user.pointer({ keys: '[/MouseLeft]', target: submit });

    expect(errorOf('First name')).toBe('Name must be at least 2 characters');
    expect(errorOf('Last name')).toBe('Name must be at least 2 characters');
    expect(errorOf('Email')).toBe('Please enter a valid email');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    expect(errorOf('Confirm password')).toBe('Passwords do not match');
    expect(errorOf('I accept the Terms of Service and the Privacy Policy')).toBe('You must accept the terms and privacy policy');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(api.calls('POST', REGISTER)).toHaveLength(0);
  });

  it('shows the messages in the interface language', async () => {
    const { session } = await setUp();
    session.locale.setLocale('es');
    await screen.findByLabelText('Nombre');

    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(errorOf('Nombre')).toBe('Este campo es obligatorio');
  });

  it('registers with the form fields and acceptance, then shows "check your email" when verification is required', async () => {
    const { api, onRegistered } = await setUp();
    await fillValid();

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/We sent a confirmation link to ada@example.com/)).toBeTruthy();
    expect(api.calls('POST', REGISTER)[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
      confirm_password: 'analytical engine',
      terms_accepted: true,
      privacy_accepted: true,
      // The session sends the device's language and theme with the form, for the new account.
      preferences: { ui_language: 'en', theme: 'light', native_language: 'en' },
    });
    expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ verification_required: true, signedIn: false }));
  });

  it("keeps the server's field error while focus moves on, and drops it once that field is changed", async () => {
    const { api } = await setUp();
    api.on('POST', REGISTER, () => json({ code: 'invalid_request', message: 'Invalid request. Please check your input.', field_errors: { email: ['An account with this email already exists.'] } }, 400));
    const user = userEvent.setup();
    await fillValid();
    await user.click(screen.getByLabelText('Password'));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(errorOf('Email')).toBe('An account with this email already exists.');
    await user.tab();
    expect(errorOf('Email')).toBe('An account with this email already exists.');

    await user.type(screen.getByLabelText('Email'), 'm');
    expect(errorOf('Email')).toBeUndefined();
  });

  it("shows the server's field errors on their fields", async () => {
    const { api } = await setUp();
    api.on('POST', REGISTER, () => json({ code: 'invalid_request', message: 'Invalid request. Please check your input.', field_errors: { email: ['An account with this email already exists.'] } }, 400));
    await fillValid();

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(errorOf('Email')).toBe('An account with this email already exists.'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid request. Please check your input.');
  });
});
