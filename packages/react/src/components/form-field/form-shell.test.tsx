import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@parla/sdk';
import { FormShell } from './form-shell.js';
import type { FormShellState } from './form-shell.js';
import { passwordsMismatch } from './password-check.js';

afterEach(() => {
  cleanup();
});

function state(overrides: Partial<FormShellState> = {}): FormShellState {
  return { formRef: createRef<HTMLFormElement>(), formError: null, submitting: false, handleSubmit: vi.fn(async () => undefined), ...overrides };
}

function renderShell(form: FormShellState, extra: Partial<Parameters<typeof FormShell>[0]> = {}) {
  return render(
    <FormShell form={form} title="Send feedback" errorFallback="errors.unexpected" submitLabel="Send" submittingLabel="Sending…" className="extra" {...extra}>
      <input aria-label="Comment" name="comment" />
    </FormShell>,
  );
}

describe('FormShell', () => {
  it('is a form labelled by its title, idle, with the fields, the submit button and the footer', () => {
    const form = state();
    renderShell(form, { footer: <a href="/login">Sign in</a>, id: 'shell' });
    const root = screen.getByRole('form', { name: 'Send feedback' });

    expect(root.id).toBe('shell');
    expect(root.className).toBe('parla-form extra');
    expect(root.getAttribute('data-state')).toBe('idle');
    expect(root.hasAttribute('novalidate')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Send feedback' }).className).toBe('parla-form__title');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).parentElement?.className).toBe('parla-form__footer');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form.formRef.current).toBe(root);

    fireEvent.submit(root);
    expect(form.handleSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the busy label, a spinner and aria-busy on the disabled button while submitting', () => {
    renderShell(state({ submitting: true }));
    const button = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;

    expect(screen.getByRole('form').getAttribute('data-state')).toBe('submitting');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.parla-spinner[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the form's error in an alert: the ApiError's message, else the fallback", () => {
    const { rerender } = renderShell(state({ formError: new ApiError({ kind: 'http', status: 429, message: 'Too many requests. Please wait and try again.' }) }));

    expect(screen.getByRole('form').getAttribute('data-state')).toBe('error');
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please wait and try again.');
    expect(screen.getByRole('alert').className).toBe('parla-form__error');

    rerender(
      <FormShell form={state({ formError: new TypeError('boom') })} title="Send feedback" errorFallback="errors.unexpected" submitLabel="Send">
        {null}
      </FormShell>,
    );
    expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred');
  });

  it('renders an h3 with its own class when asked', () => {
    renderShell(state(), { titleAs: 'h3', titleClassName: 'parla-panel__subtitle' });

    expect(screen.getByRole('heading', { level: 3, name: 'Send feedback' }).className).toBe('parla-panel__subtitle');
  });

  it('replaces the form with a labelled section once done: the status message, more content and the footer', () => {
    renderShell(state(), { done: { message: 'Thank you!', children: <p>More</p>, footer: <a href="/login">Sign in</a> } });
    const section = screen.getByRole('region', { name: 'Send feedback' });

    expect(section.tagName).toBe('SECTION');
    expect(section.className).toBe('parla-form extra');
    expect(section.getAttribute('data-state')).toBe('sent');
    expect(screen.getByRole('status').textContent).toBe('Thank you!');
    expect(screen.getByRole('status').className).toBe('parla-form__success');
    expect(screen.getByText('More')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).parentElement?.className).toBe('parla-form__footer');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes its own title and data-state when done', () => {
    renderShell(state(), { done: { title: 'Check your email', state: 'verification-sent' } });

    expect(screen.getByRole('region', { name: 'Check your email' }).getAttribute('data-state')).toBe('verification-sent');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('passwordsMismatch', () => {
  it('reports a different confirmation once it is filled in', () => {
    expect(passwordsMismatch({ password: 'secret-1', confirm_password: '' })).toEqual({});
    expect(passwordsMismatch({ password: 'secret-1', confirm_password: 'secret-1' })).toEqual({});
    expect(passwordsMismatch({ password: 'secret-1', confirm_password: 'secret-2' })).toEqual({ confirm_password: 'Passwords do not match' });
  });
});
