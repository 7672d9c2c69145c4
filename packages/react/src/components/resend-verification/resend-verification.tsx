import { useState } from 'react';
import type { FormEvent, HTMLAttributes } from 'react';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { FormField } from '../form-field/form-field.js';

/** Props of {@link ResendVerification}; the rest are spread on its wrapping `<div>`. */
export interface ResendVerificationProps extends HTMLAttributes<HTMLDivElement> {
  /** The address to send the link to; without it the learner types it in. Default: none. */
  email?: string | undefined;
}

type ResendState = { status: 'idle' | 'sending' } | { status: 'sent'; email: string } | { status: 'error'; error: unknown };

/**
 * "Send the link again": asks the server for a new email-verification link (`auth.resendVerification`), for a learner whose
 * link got lost or expired. The answer never says whether the address has an account waiting (the server's neither).
 * @example
 * <ResendVerification email="ada@example.com" />
 */
export function ResendVerification({ email, className, ...rest }: ResendVerificationProps) {
  const session = useParlaSession('ResendVerification');
  const t = useT();
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const address = (email ?? typed).trim();

  async function resend(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    if (address === '' || state.status === 'sending') {
      return;
    }
    setState({ status: 'sending' });
    try {
      await session.client.auth.resendVerification({ email: address });
      setState({ status: 'sent', email: address });
    } catch (error) {
      setState({ status: 'error', error });
    }
  }

  const rootClass = className ? `parla-resend ${className}` : 'parla-resend';
  if (state.status === 'sent') {
    return (
      <div className={rootClass} data-state="sent" {...rest}>
        <p role="status" className="parla-form__success">
          {t('verifyEmail.resend.sent', { email: state.email })}
        </p>
      </div>
    );
  }
  const sending = state.status === 'sending';
  const button = (
    <button
      type={email === undefined ? 'submit' : 'button'}
      className="parla-button"
      data-variant="outlined"
      disabled={address === '' || sending}
      aria-busy={sending || undefined}
      onClick={email === undefined ? undefined : () => void resend()}
    >
      {sending ? <span className="parla-spinner" aria-hidden="true" /> : null}
      {t('verifyEmail.resend.button')}
    </button>
  );
  return (
    <div className={rootClass} data-state={state.status} {...rest}>
      {email === undefined ? (
        // Its own form only when the learner types the address: with `email` it may sit inside another form.
        <form className="parla-resend__form" noValidate onSubmit={(event) => void resend(event)}>
          <FormField label={t('form.email')} name="email" type="email" autoComplete="email" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
          {button}
        </form>
      ) : (
        button
      )}
      {state.status === 'error' ? (
        <p role="alert" className="parla-form__error">
          {errorText(intl, state.error, 'errors.unexpected')}
        </p>
      ) : null}
    </div>
  );
}
