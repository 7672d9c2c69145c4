import { useState } from 'react';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { passwordResetRequest } from '@parla/contract';
import { useAuth } from '../../hooks/use-auth.js';
import { useT } from '../../i18n/use-t.js';
import { FormField } from '../form-field/form-field.js';
import { FormShell } from '../form-field/form-shell.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** Props of {@link ForgotPasswordForm}; the rest are spread on the root. */
export interface ForgotPasswordFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** A link back to sign in, e.g. `<Link to="/login">`. Default: none. */
  signInLink?: ReactNode | undefined;
  /** The title's element: `h1` where the form is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
}

/**
 * The password-reset request (§2 /forgot-password): an email, sent through `session.auth.requestPasswordReset`, then
 * 'Password reset email sent successfully!' — the same whether or not the address has an account.
 * @example
 * <ForgotPasswordForm signInLink={<Link to="/login">Back to sign in</Link>} />
 */
export function ForgotPasswordForm({ signInLink, titleAs, className, ...rest }: ForgotPasswordFormProps) {
  const { requestPasswordReset } = useAuth();
  const t = useT();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: passwordResetRequest,
    initialValues: { email: '' },
    onValid: async (body) => {
      await requestPasswordReset(body);
      setSent(true);
    },
  });
  return (
    <FormShell
      form={form}
      title={t('forgotPassword.title')}
      errorFallback="auth.passwordResetError"
      submitLabel={t('forgotPassword.submit')}
      footer={signInLink}
      done={sent ? { message: t('auth.passwordResetSent'), children: <p>{t('forgotPassword.sentHint')}</p>, footer: signInLink } : null}
      titleAs={titleAs}
      className={className}
      {...rest}
    >
      <p>{t('forgotPassword.intro')}</p>
      <FormField label={t('form.email')} type="email" autoComplete="email" required {...form.bindText('email')} />
    </FormShell>
  );
}
