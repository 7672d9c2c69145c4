import { describe, expect, it } from 'vitest';
import { registerRequest, passwordResetConfirmRequest, loginRequest } from './auth.js';

function fieldErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const validForm = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.com',
  password: 'correct horse',
  confirm_password: 'correct horse',
  terms_accepted: true,
  privacy_accepted: true,
};

describe('registration form', () => {
  it('accepts a complete form and lower-cases the email', () => {
    const parsed = registerRequest.parse(validForm);
    expect(parsed.email).toBe('ada@example.com');
  });

  it('reports every missing field with "This field is required"', () => {
    const errors = fieldErrors(registerRequest.safeParse({ terms_accepted: true, privacy_accepted: true }));
    for (const field of ['first_name', 'last_name', 'email', 'password', 'confirm_password']) {
      expect(errors[field], field).toContain('This field is required');
    }
  });

  it('reports a blank name as required, a short one with its minimum and a long one with its maximum', () => {
    expect(fieldErrors(registerRequest.safeParse({ ...validForm, first_name: '   ' })).first_name).toEqual(['This field is required']);
    expect(fieldErrors(registerRequest.safeParse({ ...validForm, first_name: 'A' })).first_name).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(fieldErrors(registerRequest.safeParse({ ...validForm, last_name: 'x'.repeat(51) })).last_name).toEqual([
      'Name cannot exceed 50 characters',
    ]);
  });

  it('reports an invalid email and a short password with the §5 messages', () => {
    const errors = fieldErrors(registerRequest.safeParse({ ...validForm, email: 'not-an-email', password: 'short', confirm_password: 'short' }));
    expect(errors.email).toEqual(['Please enter a valid email']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
  });

  it('reports mismatched passwords on confirm_password', () => {
    const errors = fieldErrors(registerRequest.safeParse({ ...validForm, confirm_password: 'something else' }));
    expect(errors.confirm_password).toEqual(['Passwords do not match']);
  });

  it('requires acceptance of the terms and the privacy policy', () => {
    const errors = fieldErrors(registerRequest.safeParse({ ...validForm, terms_accepted: false, privacy_accepted: undefined }));
    expect(errors.terms_accepted).toHaveLength(1);
    expect(errors.privacy_accepted).toHaveLength(1);
  });
});

describe('registration with the preferences chosen on the device', () => {
  it('carries the interface language and the theme, auto included', () => {
    expect(registerRequest.parse({ ...validForm, preferences: { ui_language: 'uk', theme: 'dark' } }).preferences).toEqual({ ui_language: 'uk', theme: 'dark' });
    expect(registerRequest.parse({ ...validForm, preferences: { theme: 'auto' } }).preferences).toEqual({ theme: 'auto' });
  });

  it('is optional', () => {
    expect(registerRequest.parse(validForm).preferences).toBeUndefined();
  });

  it('reports an unknown language or theme on its field with "Invalid format"', () => {
    const errors = fieldErrors(registerRequest.safeParse({ ...validForm, preferences: { ui_language: 'xx', theme: 'sepia' } }));
    expect(errors).toEqual({ 'preferences.ui_language': ['Invalid format'], 'preferences.theme': ['Invalid format'] });
  });

  it('reports preferences that are not an object with "Invalid format"', () => {
    expect(fieldErrors(registerRequest.safeParse({ ...validForm, preferences: 'dark' }))).toEqual({ preferences: ['Invalid format'] });
    expect(fieldErrors(registerRequest.safeParse({ ...validForm, preferences: null }))).toEqual({ preferences: ['Invalid format'] });
  });

  it('leaves out other preferences: registration sets only these two', () => {
    const parsed = registerRequest.parse({ ...validForm, preferences: { ui_language: 'ja', playback_speed: 2, target_language: 'fr' } });
    expect(parsed.preferences).toEqual({ ui_language: 'ja' });
  });
});

describe('login and password reset', () => {
  it('takes the email as username', () => {
    expect(loginRequest.parse({ username: 'A@B.co', password: 'x' })).toEqual({ username: 'a@b.co', password: 'x' });
  });

  it('checks that the new password is confirmed', () => {
    const errors = fieldErrors(passwordResetConfirmRequest.safeParse({ token: 't', password: 'long enough', confirm_password: 'long enougH' }));
    expect(errors.confirm_password).toEqual(['Passwords do not match']);
  });
});
