import type { FormHTMLAttributes, ReactNode } from 'react';
import { loginRequest } from '@parla/contract';
import { isApiError } from '@parla/sdk';
import type { User } from '@parla/sdk';
import { useAuth } from '../../hooks/use-auth.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useT } from '../../i18n/use-t.js';
import { FormField } from '../form-field/form-field.js';
import { FormShell } from '../form-field/form-shell.js';
import { ResendVerification } from '../resend-verification/resend-verification.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** Props of {@link SignInForm}; the rest are spread on the `<form>`. */
export interface SignInFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called with the learner once signed in (e.g. to navigate). Default: none. */
  onSignedIn?: ((user: User) => void) | undefined;
  /** A link to registration, e.g. your router's `<Link to="/register">`. Default: none. */
  registerLink?: ReactNode | undefined;
  /** A link to the password-reset request, e.g. `<Link to="/forgot-password">`. Default: none. */
  forgotPasswordLink?: ReactNode | undefined;
  /** Email to start with. Default: empty. */
  defaultEmail?: string | undefined;
  /** The title's element: `h1` where the form is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
}

/**
 * The sign-in form (§2 /login): email and password (with show/hide), validated by the contract's `loginRequest`,
 * sent through `session.auth.login`; server field errors show on their fields, other failures above the button
 * ('Login failed' when the server gives no reason); an address not yet verified is offered "Send the link again".
 * @example
 * <SignInForm onSignedIn={() => navigate('/new-conversation')} registerLink={<Link to="/register">Create an account</Link>} />
 */
export function SignInForm({ onSignedIn, registerLink, forgotPasswordLink, defaultEmail = '', titleAs, className, ...rest }: SignInFormProps) {
  const { login } = useAuth();
  const t = useT();
  const onSignedInRef = useLatest(onSignedIn);
  const form = useSchemaForm({
    schema: loginRequest,
    initialValues: { email: defaultEmail, password: '' },
    toInput: (values) => ({ username: values.email, password: values.password }),
    fieldOf: (name) => (name === 'username' || name === 'email' ? 'email' : name === 'password' ? 'password' : undefined),
    onValid: async (credentials) => {
      const user = await login(credentials);
      onSignedInRef.current?.(user);
    },
  });

  return (
    <FormShell
      form={form}
      title={t('signIn.title')}
      errorFallback="auth.loginError"
      submitLabel={t('signIn.submit')}
      submittingLabel={t('signIn.submitting')}
      footer={registerLink ? <>{t('signIn.noAccount')} {registerLink}</> : null}
      afterError={isApiError(form.formError) && form.formError.code === 'email_not_verified' ? <ResendVerification email={form.values.email} /> : null}
      titleAs={titleAs}
      className={className}
      {...rest}
    >
      <FormField label={t('form.email')} type="email" autoComplete="email" required {...form.bindText('email')} />
      <FormField label={t('form.password')} type="password" autoComplete="current-password" required revealable {...form.bindText('password')} />
      {forgotPasswordLink ? <p className="parla-form__link">{forgotPasswordLink}</p> : null}
    </FormShell>
  );
}
