import { VALIDATION } from '@parla/contract/constants';
import { useT } from '../../i18n/use-t.js';
import { FormField } from './form-field.js';
import type { SchemaForm } from './use-schema-form.js';

/** The fields {@link NewPasswordFields} binds. */
export type NewPasswordValues = { password: string; confirm_password: string };

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The form holding `password` and `confirm_password`. */
  form: Pick<SchemaForm<NewPasswordValues>, 'bindText'>;
  /** The label of the new password. */
  label: string;
}

/** A new password (revealable, with the length hint) and its confirmation. */
export function NewPasswordFields({ form, label }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <FormField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        revealable
        hint={t('form.passwordHint', { min: VALIDATION.passwordMinLength })}
        {...form.bindText('password')}
      />
      <FormField label={t('form.confirmPassword')} type="password" autoComplete="new-password" required {...form.bindText('confirm_password')} />
    </>
  );
}
