import { useState } from 'react';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { FormField } from '../form-field/form-field.js';
import { DialogShell } from '../dialog/dialog-shell.js';

/** Props of {@link DeleteAccountDialog}. */
export interface DeleteAccountDialogProps {
  /** The address the learner must type to confirm. */
  email: string;
  /** Deletes the account; rejects on failure. */
  onConfirm: () => Promise<void>;
  /** Closes without deleting. */
  onCancel: () => void;
}

/** The confirmation of account deletion: deleting is possible only once the learner has typed their email. */
export function DeleteAccountDialog({ email, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const t = useT();
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirmed = typed.trim().toLowerCase() === email.trim().toLowerCase();

  async function confirm(): Promise<void> {
    if (!confirmed || deleting) {
      return;
    }
    setDeleting(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure);
      setDeleting(false);
    }
  }

  return (
    <DialogShell
      role="alertdialog"
      title={t('profile.delete.title')}
      description={t('profile.delete.warning')}
      onDismiss={deleting ? undefined : onCancel}
      data-state={deleting ? 'deleting' : 'open'}
    >
      <form
        className="parla-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <FormField
          label={t('profile.delete.confirmLabel', { email })}
          name="confirm_email"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {error !== null ? (
          <p role="alert" className="parla-form__error">
            {errorText(intl, error, 'auth.deleteAccountError')}
          </p>
        ) : null}
        <div className="parla-dialog__actions">
          <button type="button" className="parla-button" data-variant="text" disabled={deleting} onClick={onCancel}>
            {t('profile.delete.cancel')}
          </button>
          <button type="submit" className="parla-button" data-variant="danger" disabled={!confirmed || deleting} aria-busy={deleting || undefined}>
            {deleting ? <span className="parla-spinner" aria-hidden="true" /> : null}
            {t('profile.delete.confirm')}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
