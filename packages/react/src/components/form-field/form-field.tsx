import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { mdiEye, mdiEyeOff } from '@mdi/js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';

/** Props of {@link FormField}; the rest are spread on the `<input>` (the root is the field's wrapper). */
export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label. */
  label: string;
  /** The field's error, already translated; sets `aria-invalid` and is linked with `aria-describedby`. Default: none. */
  error?: string | null;
  /** A hint under the field, linked with `aria-describedby`. Default: none. */
  hint?: ReactNode;
  /** For `type="password"`: shows a button that reveals the password. Default: false. */
  revealable?: boolean;
}

/**
 * A labelled, outlined text input (§9) with its hint and error linked for assistive technology.
 * @example
 * <FormField label="Email" type="email" name="email" error={errors.email} {...bind('email')} />
 */
export function FormField({ label, error, hint, revealable = false, id, type = 'text', className, ...rest }: FormFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const [revealed, setRevealed] = useState(false);
  const t = useT();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={fieldId}
      type={revealable && revealed ? 'text' : type}
      className={className ? `parla-field ${className}` : 'parla-field'}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...rest}
    />
  );
  return (
    <div className="parla-form-field" data-state={error ? 'invalid' : 'valid'}>
      <label className="parla-form-field__label" htmlFor={fieldId}>
        {label}
      </label>
      {revealable ? (
        <div className="parla-form-field__control">
          {input}
          <button
            type="button"
            className="parla-icon-button parla-form-field__reveal"
            aria-label={t('form.showPassword')}
            aria-pressed={revealed}
            aria-controls={fieldId}
            onClick={() => setRevealed((value) => !value)}
          >
            <Icon path={revealed ? mdiEyeOff : mdiEye} />
          </button>
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="parla-form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="parla-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
