import { useId } from 'react';
import { updateProfileRequest } from '@parla/contract';
import type { User } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { FormField } from '../form-field/form-field.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** The profile's names (validated by the contract's `updateProfileRequest`) and the read-only email. */
export function NamesForm({ user }: { user: User }) {
  const session = useParlaSession('ProfilePanel');
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const form = useSchemaForm({
    schema: updateProfileRequest,
    initialValues: { first_name: user.first_name, last_name: user.last_name },
    fieldOf: (name) => (name === 'first_name' || name === 'last_name' ? name : undefined),
    onValid: async (changes) => {
      await session.profile.updateProfile(changes);
    },
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby={titleId}
      className="parla-form parla-panel__section"
      data-state={form.submitting ? 'submitting' : form.formError ? 'error' : 'idle'}
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <h3 id={titleId} className="parla-panel__subtitle">
        {t('profile.details')}
      </h3>
      <div className="parla-form__row">
        <FormField label={t('form.firstName')} autoComplete="given-name" required {...form.bindText('first_name')} />
        <FormField label={t('form.lastName')} autoComplete="family-name" required {...form.bindText('last_name')} />
      </div>
      <FormField label={t('form.email')} type="email" name="email" value={user.email} readOnly hint={t('profile.emailReadOnly')} />
      {form.formError ? (
        <p role="alert" className="parla-form__error">
          {errorText(intl, form.formError, 'profile.updateError')}
        </p>
      ) : null}
      <button type="submit" className="parla-button parla-form__submit" aria-busy={form.submitting || undefined} disabled={form.submitting}>
        {form.submitting ? <span className="parla-spinner" aria-hidden="true" /> : null}
        {t('profile.save')}
      </button>
    </form>
  );
}
