import { useIntl } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { errorText } from './error-text.js';

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** The form's error that belongs to no field; nothing shows while it is empty. */
  error: unknown;
  /** The message shown when the error is not an ApiError with a message. */
  fallback: MessageKey;
}

/** The form-level error banner (`role="alert"`) above the submit button, in the interface language. */
export function FormError({ error, fallback }: FormErrorProps) {
  const intl = useIntl();
  if (!error) {
    return null;
  }
  return (
    <p role="alert" className="parla-form__error">
      {errorText(intl, error, fallback)}
    </p>
  );
}
