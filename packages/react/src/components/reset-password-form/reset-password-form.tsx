import { useId } from 'react';
import type { FormHTMLAttributes } from 'react';
import { passwordResetConfirmRequest } from '@parla/contract';
import { VALIDATION, VALIDATION_MESSAGES } from '@parla/contract/constants';
import { useAuth } from '../../hooks/use-auth.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { FormField } from '../form-field/form-field.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** Props of {@link ResetPasswordForm}; the rest are spread on the `<form>`. */
export interface ResetPasswordFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The `{uid}` of `/reset-password/{uid}/{token}`. */
  uid: string;
  /** The `{token}` of `/reset-password/{uid}/{token}`. */
  token: string;
  /** Called once the new password is set (e.g. to go to /login). Default: none. */
  onDone?: () => void;
}

/**
 * Sets a new password from the emailed link (§2 /reset-password/{uid}/{token}): password and confirmation, validated
 * by the contract's `passwordResetConfirmRequest`, sent as password and confirm_password (§5).
 * @example
 * <ResetPasswordForm uid={params.uid} token={params.token} onDone={() => navigate('/login')} />
 */
export function ResetPasswordForm({ uid, token, onDone, className, ...rest }: ResetPasswordFormProps) {
  const { confirmPasswordReset } = useAuth();
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const onDoneRef = useLatest(onDone);
  const form = useSchemaForm({
    schema: passwordResetConfirmRequest,
    initialValues: { password: '', confirm_password: '' },
    toInput: (values) => ({ ...values, token }),
    fieldOf: (name) => (name === 'password' || name === 'confirm_password' ? name : undefined),
    crossCheck: (values) =>
      values.confirm_password !== '' && values.confirm_password !== values.password ? { confirm_password: VALIDATION_MESSAGES.passwordsMismatch } : {},
    onValid: async (body) => {
      await confirmPasswordReset({ ...body, uid });
      onDoneRef.current?.();
    },
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby={titleId}
      className={className ? `parla-form ${className}` : 'parla-form'}
      data-state={form.submitting ? 'submitting' : form.formError ? 'error' : 'idle'}
      onSubmit={(event) => void form.handleSubmit(event)}
      {...rest}
    >
      <h2 id={titleId} className="parla-form__title">
        {t('resetPassword.title')}
      </h2>
      <FormField
        label={t('resetPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        revealable
        hint={t('form.passwordHint', { min: VALIDATION.passwordMinLength })}
        {...form.bindText('password')}
      />
      <FormField label={t('form.confirmPassword')} type="password" autoComplete="new-password" required {...form.bindText('confirm_password')} />
      {form.formError ? (
        <p role="alert" className="parla-form__error">
          {errorText(intl, form.formError, 'errors.unexpected')}
        </p>
      ) : null}
      <button type="submit" className="parla-button parla-form__submit" aria-busy={form.submitting || undefined} disabled={form.submitting}>
        {form.submitting ? <span className="parla-spinner" aria-hidden="true" /> : null}
        {t('resetPassword.submit')}
      </button>
    </form>
  );
}
