import { useId, useState } from 'react';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { registerRequest } from '@parla/contract';
import type { ResponseBody } from '@parla/sdk';
import { useAuth } from '../../hooks/use-auth.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useT } from '../../i18n/use-t.js';
import { FormField } from '../form-field/form-field.js';
import { FormShell } from '../form-field/form-shell.js';
import { NewPasswordFields } from '../form-field/new-password-fields.js';
import { passwordsMismatch } from '../form-field/password-check.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';
import { TermsPreview } from './terms-preview.js';
import type { TermsPart } from './terms-preview.js';

/** Props of {@link RegisterForm}; the rest are spread on the root. */
export interface RegisterFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called after the account is created: `signedIn` is true when the server signed the learner in at once. Default: none. */
  onRegistered?: ((result: ResponseBody<'auth.register'> & { signedIn: boolean }) => void) | undefined;
  /** Link to the Terms of Service (e.g. `<a href="/terms">`). Default: a button that shows the terms under the consent. */
  termsLink?: ((text: string) => ReactNode) | undefined;
  /** Link to the privacy policy. Default: a button that shows the terms' privacy section under the consent. */
  privacyLink?: ((text: string) => ReactNode) | undefined;
  /** A link to sign in, e.g. `<Link to="/login">`. Default: none. */
  signInLink?: ReactNode | undefined;
  /** The title's element: `h1` where the form is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
}

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm_password', 'accept'] as const;
type Field = (typeof FIELDS)[number];

function fieldOf(name: string): Field | undefined {
  if (name === 'terms_accepted' || name === 'privacy_accepted') {
    return 'accept';
  }
  return FIELDS.find((field) => field === name);
}

/**
 * The registration form (§2 /register): first and last name, email, password twice and acceptance of the terms and
 * privacy policy, validated on blur and on submit by the contract's `registerRequest` (the §5 messages), sent through
 * `session.auth.register`. When the server asks for email verification a "check your email" panel replaces the form.
 * Pressing "Terms of Service" or "Privacy Policy" shows that text under the consent (unless `termsLink`/`privacyLink` link elsewhere).
 * @example
 * <RegisterForm termsLink={(text) => <a href="/terms">{text}</a>} onRegistered={({ signedIn }) => signedIn && navigate('/new-conversation')} />
 */
export function RegisterForm({ onRegistered, termsLink, privacyLink, signInLink, titleAs, className, ...rest }: RegisterFormProps) {
  const { register } = useAuth();
  const t = useT();
  const acceptId = useId();
  const previewId = useId();
  const [shown, setShown] = useState<TermsPart | null>(null);
  const onRegisteredRef = useLatest(onRegistered);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: registerRequest,
    initialValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '', accept: false } as Record<Field, string | boolean>,
    toInput: ({ accept, ...values }) => ({ ...values, terms_accepted: accept, privacy_accepted: accept }),
    fieldOf,
    crossCheck: passwordsMismatch,
    onValid: async (data) => {
      const result = await register(data);
      const signedIn = Boolean(result.access && result.refresh);
      if (result.verification_required) {
        setSentTo(data.email);
      }
      onRegisteredRef.current?.({ ...result, signedIn });
    },
  });
  const acceptError = form.errors.accept;
  const termsText = t('register.terms');
  const privacyText = t('register.privacy');
  const toggle = (part: TermsPart, text: string) => (
    <button
      type="button"
      className="parla-form__toggle"
      aria-expanded={shown === part}
      aria-controls={shown === part ? previewId : undefined}
      onClick={() => setShown((current) => (current === part ? null : part))}
    >
      {text}
    </button>
  );
  return (
    <FormShell
      form={form}
      title={t('register.title')}
      errorFallback="auth.registerError"
      submitLabel={t('register.submit')}
      submittingLabel={t('register.submitting')}
      footer={signInLink ? <>{t('register.haveAccount')} {signInLink}</> : null}
      done={
        sentTo !== null
          ? {
              title: t('register.checkEmail.title'),
              state: 'verification-sent',
              children: <p role="status">{t('register.checkEmail.text', { email: sentTo })}</p>,
              footer: signInLink,
            }
          : null
      }
      titleAs={titleAs}
      className={className}
      {...rest}
    >
      <div className="parla-form__row">
        <FormField label={t('form.firstName')} autoComplete="given-name" required {...form.bindText('first_name')} />
        <FormField label={t('form.lastName')} autoComplete="family-name" required {...form.bindText('last_name')} />
      </div>
      <FormField label={t('form.email')} type="email" autoComplete="email" required {...form.bindText('email')} />
      <NewPasswordFields form={form} label={t('form.password')} />
      <div className="parla-form-field" data-state={acceptError ? 'invalid' : 'valid'}>
        <div className="parla-form__check">
          <input
            id={acceptId}
            name="accept"
            type="checkbox"
            className="parla-checkbox"
            checked={form.values.accept === true}
            required
            aria-invalid={acceptError ? true : undefined}
            aria-describedby={acceptError ? `${acceptId}-error` : undefined}
            onChange={(event) => form.setValue('accept', event.currentTarget.checked)}
            onBlur={() => form.touch('accept')}
          />
          <label htmlFor={acceptId}>{t('register.accept')}</label>
        </div>
        <p className="parla-form__links">
          {termsLink ? termsLink(termsText) : toggle('terms', termsText)}
          {' · '}
          {privacyLink ? privacyLink(privacyText) : toggle('privacy', privacyText)}
        </p>
        {shown ? <TermsPreview id={previewId} part={shown} /> : null}
        {acceptError ? (
          <p id={`${acceptId}-error`} className="parla-field-error">
            {acceptError}
          </p>
        ) : null}
      </div>
    </FormShell>
  );
}
