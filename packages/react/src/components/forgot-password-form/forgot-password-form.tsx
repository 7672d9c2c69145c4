import { useId, useState } from 'react';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { passwordResetRequest } from '@parla/contract';
import { useAuth } from '../../hooks/use-auth.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { FormField } from '../form-field/form-field.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** Props of {@link ForgotPasswordForm}; the rest are spread on the root. */
export interface ForgotPasswordFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** A link back to sign in, e.g. `<Link to="/login">`. Default: none. */
  signInLink?: ReactNode;
}

/**
 * The password-reset request (§2 /forgot-password): an email, sent through `session.auth.requestPasswordReset`, then
 * 'Password reset email sent successfully!' — the same whether or not the address has an account.
 * @example
 * <ForgotPasswordForm signInLink={<Link to="/login">Back to sign in</Link>} />
 */
export function ForgotPasswordForm({ signInLink, className, ...rest }: ForgotPasswordFormProps) {
  const { requestPasswordReset } = useAuth();
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: passwordResetRequest,
    initialValues: { email: '' },
    onValid: async (body) => {
      await requestPasswordReset(body);
      setSent(true);
    },
  });
  const rootClass = className ? `parla-form ${className}` : 'parla-form';

  if (sent) {
    return (
      <section className={rootClass} data-state="sent" aria-labelledby={titleId}>
        <h2 id={titleId} className="parla-form__title">
          {t('forgotPassword.title')}
        </h2>
        <p role="status" className="parla-form__success">
          {t('auth.passwordResetSent')}
        </p>
        <p>{t('forgotPassword.sentHint')}</p>
        {signInLink ? <p className="parla-form__footer">{signInLink}</p> : null}
      </section>
    );
  }
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby={titleId}
      className={rootClass}
      data-state={form.submitting ? 'submitting' : form.formError ? 'error' : 'idle'}
      onSubmit={(event) => void form.handleSubmit(event)}
      {...rest}
    >
      <h2 id={titleId} className="parla-form__title">
        {t('forgotPassword.title')}
      </h2>
      <p>{t('forgotPassword.intro')}</p>
      <FormField label={t('form.email')} type="email" autoComplete="email" required {...form.bindText('email')} />
      {form.formError ? (
        <p role="alert" className="parla-form__error">
          {errorText(intl, form.formError, 'auth.passwordResetError')}
        </p>
      ) : null}
      <button type="submit" className="parla-button parla-form__submit" aria-busy={form.submitting || undefined} disabled={form.submitting}>
        {form.submitting ? <span className="parla-spinner" aria-hidden="true" /> : null}
        {t('forgotPassword.submit')}
      </button>
      {signInLink ? <p className="parla-form__footer">{signInLink}</p> : null}
    </form>
  );
}
