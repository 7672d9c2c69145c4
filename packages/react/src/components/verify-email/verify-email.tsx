import { useEffect, useId, useRef, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { User } from '@parla/sdk';
import { useAuth } from '../../hooks/use-auth.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { ResendVerification } from '../resend-verification/resend-verification.js';

/** Props of {@link VerifyEmail}; the rest are spread on the `<section>`. */
export interface VerifyEmailProps extends HTMLAttributes<HTMLElement> {
  /** The `{token}` of `/verify-email/{token}`. */
  token: string;
  /** Called with the learner, signed in by the verification. Default: none. */
  onVerified?: ((user: User) => void) | undefined;
  /** Shown once verified, e.g. `<Link to="/new-conversation">Start learning</Link>`. Default: none. */
  continueLink?: ReactNode | undefined;
  /** Shown when verification failed, e.g. `<Link to="/login">Sign in</Link>`. Default: none. */
  signInLink?: ReactNode | undefined;
  /** The title's element: `h1` where the form is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
}

type VerifyState = 'verifying' | 'verified' | 'error';

/**
 * Email verification (§2 /verify-email/{token}): verifies the token once on mount through `session.auth.verifyEmail`
 * (which signs the learner in), showing verifying, verified or failed (with "Send the link again" for a used or expired link).
 * @example
 * <VerifyEmail token={params.token} continueLink={<Link to="/new-conversation">Start learning</Link>} />
 */
export function VerifyEmail({ token, onVerified, continueLink, signInLink, titleAs: Title = 'h2', className, ...rest }: VerifyEmailProps) {
  const { verifyEmail } = useAuth();
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const [state, setState] = useState<VerifyState>('verifying');
  const [error, setError] = useState<unknown>(null);
  const onVerifiedRef = useLatest(onVerified);
  const verifyRef = useLatest(verifyEmail);
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    // One call per token, also under StrictMode's double effects: the token is single-use.
    if (verifiedToken.current === token) {
      return;
    }
    verifiedToken.current = token;
    setState('verifying');
    verifyRef.current({ token }).then(
      (user) => {
        setState('verified');
        onVerifiedRef.current?.(user);
      },
      (failure: unknown) => {
        setError(failure);
        setState('error');
      },
    );
  }, [token, verifyRef, onVerifiedRef]);

  return (
    <section className={className ? `parla-form ${className}` : 'parla-form'} data-state={state} aria-labelledby={titleId} aria-busy={state === 'verifying' || undefined} {...rest}>
      <Title id={titleId} className="parla-form__title">
        {t('verifyEmail.title')}
      </Title>
      {state === 'verifying' ? (
        <p role="status" className="parla-form__status">
          <span className="parla-spinner" aria-hidden="true" /> {t('verifyEmail.verifying')}
        </p>
      ) : null}
      {state === 'verified' ? (
        <>
          <p role="status" className="parla-form__success">
            {t('verifyEmail.verified')}
          </p>
          {continueLink}
        </>
      ) : null}
      {state === 'error' ? (
        <>
          <p role="alert" className="parla-form__error">
            {t('verifyEmail.failed')} {errorText(intl, error, 'errors.unexpected')}
          </p>
          <ResendVerification />
          {signInLink}
        </>
      ) : null}
    </section>
  );
}
