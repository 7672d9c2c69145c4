import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';

/** Props of {@link SelectField}; the rest are spread on the `<select>` (the root is the field's wrapper). */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The visible label. */
  label: string;
}

/** A labelled select (§9), its options as children. */
export function SelectField({ label, id, children, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <div className="parla-form-field">
      <label className="parla-form-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <select id={fieldId} className="parla-field" {...rest}>
        {children}
      </select>
    </div>
  );
}
