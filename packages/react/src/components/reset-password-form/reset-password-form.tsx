import type { FormHTMLAttributes } from 'react';
import { passwordResetConfirmRequest } from '@parla/contract';
import { useAuth } from '../../hooks/use-auth.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useT } from '../../i18n/use-t.js';
import { FormShell } from '../form-field/form-shell.js';
import { NewPasswordFields } from '../form-field/new-password-fields.js';
import { passwordsMismatch } from '../form-field/password-check.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** Props of {@link ResetPasswordForm}; the rest are spread on the `<form>`. */
export interface ResetPasswordFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The `{uid}` of `/reset-password/{uid}/{token}`. */
  uid: string;
  /** The `{token}` of `/reset-password/{uid}/{token}`. */
  token: string;
  /** Called once the new password is set (e.g. to go to /login). Default: none. */
  onDone?: (() => void) | undefined;
  /** The title's element: `h1` where the form is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
}

/**
 * Sets a new password from the emailed link (§2 /reset-password/{uid}/{token}): password and confirmation, validated
 * by the contract's `passwordResetConfirmRequest`, sent as password and confirm_password (§5).
 * @example
 * <ResetPasswordForm uid={params.uid} token={params.token} onDone={() => navigate('/login')} />
 */
export function ResetPasswordForm({ uid, token, onDone, titleAs, className, ...rest }: ResetPasswordFormProps) {
  const { confirmPasswordReset } = useAuth();
  const t = useT();
  const onDoneRef = useLatest(onDone);
  const form = useSchemaForm({
    schema: passwordResetConfirmRequest,
    initialValues: { password: '', confirm_password: '' },
    toInput: (values) => ({ ...values, token }),
    fieldOf: (name) => (name === 'password' || name === 'confirm_password' ? name : undefined),
    crossCheck: passwordsMismatch,
    onValid: async (body) => {
      await confirmPasswordReset({ ...body, uid });
      onDoneRef.current?.();
    },
  });
  return (
    <FormShell form={form} title={t('resetPassword.title')} errorFallback="errors.unexpected" submitLabel={t('resetPassword.submit')} titleAs={titleAs} className={className} {...rest}>
      <NewPasswordFields form={form} label={t('resetPassword.newPassword')} />
    </FormShell>
  );
}
