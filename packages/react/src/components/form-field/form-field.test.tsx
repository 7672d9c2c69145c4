import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@parla/sdk';
import { createParlaIntl } from '../../i18n/create-parla-intl.js';
import { loadCatalogue } from '../../i18n/load-catalogue.js';
import { errorText } from './error-text.js';
import { FormField } from './form-field.js';
import { validationText } from './validation-text.js';

afterEach(() => {
  cleanup();
});

describe('FormField', () => {
  it('labels the input and links its hint and error with aria-describedby, marking it invalid', () => {
    render(<FormField label="Email" hint="We never share it." error="Please enter a valid email" />);
    const input = screen.getByLabelText('Email');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described).toEqual(['We never share it.', 'Please enter a valid email']);
  });

  it('is not marked invalid without an error', () => {
    render(<FormField label="Email" />);

    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('Email').hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('validationText', () => {
  it('shows the §5 messages in the interface language, bounds included', async () => {
    const intl = createParlaIntl('es', await loadCatalogue('es'));

    expect(validationText(intl, 'This field is required')).toBe('Este campo es obligatorio');
    expect(validationText(intl, 'Password must be at least 8 characters')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(validationText(intl, 'Name cannot exceed 50 characters')).toBe('El nombre no puede superar los 50 caracteres');
    expect(validationText(intl, 'Something the server said')).toBe('Something the server said');
  });
});

describe('errorText', () => {
  it("shows an ApiError's message, and the fallback message for anything else", () => {
    const intl = createParlaIntl('en');

    expect(errorText(intl, new ApiError({ kind: 'http', status: 429, message: 'Too many requests. Please wait and try again.' }), 'auth.loginError')).toBe(
      'Too many requests. Please wait and try again.',
    );
    expect(errorText(intl, new TypeError('boom'), 'auth.loginError')).toBe('Login failed');
  });

  it('says how long to wait when a rate limit tells (§9 blocks: login 30 minutes, data export a day), in the interface language', async () => {
    const blocked = (retryAfterMs: number) =>
      new ApiError({ kind: 'rate_limited', status: 429, code: 'rate_limited', message: 'Too many requests. Please wait and try again.', retryAfterMs });

    expect(errorText(createParlaIntl('en'), blocked(30 * 60_000), 'auth.loginError')).toBe('Too many requests. Please wait 30 minutes and try again.');
    expect(errorText(createParlaIntl('en'), blocked(42_000), 'auth.loginError')).toBe('Too many requests. Please wait 42 seconds and try again.');
    const german = createParlaIntl('de', await loadCatalogue('de'));
    expect(errorText(german, blocked(24 * 3_600_000), 'auth.loginError')).toBe('Zu viele Anfragen. Bitte warte 24 Stunden und versuche es dann erneut.');
  });
});
