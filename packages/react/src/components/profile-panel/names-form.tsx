import { updateProfileRequest } from '@parla/contract';
import type { User } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { FormField } from '../form-field/form-field.js';
import { FormShell } from '../form-field/form-shell.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** The profile's names (validated by the contract's `updateProfileRequest`) and the read-only email. */
export function NamesForm({ user }: { user: User }) {
  const session = useParlaSession('ProfilePanel');
  const t = useT();
  const form = useSchemaForm({
    schema: updateProfileRequest,
    initialValues: { first_name: user.first_name, last_name: user.last_name },
    fieldOf: (name) => (name === 'first_name' || name === 'last_name' ? name : undefined),
    onValid: async (changes) => {
      await session.profile.updateProfile(changes);
    },
  });
  return (
    <FormShell
      form={form}
      title={t('profile.details')}
      titleAs="h3"
      titleClassName="parla-panel__subtitle"
      errorFallback="profile.updateError"
      submitLabel={t('profile.save')}
      className="parla-panel__section"
    >
      <div className="parla-form__row">
        <FormField label={t('form.firstName')} autoComplete="given-name" required {...form.bindText('first_name')} />
        <FormField label={t('form.lastName')} autoComplete="family-name" required {...form.bindText('last_name')} />
      </div>
      <FormField label={t('form.email')} type="email" name="email" value={user.email} readOnly hint={t('profile.emailReadOnly')} />
    </FormShell>
  );
}
