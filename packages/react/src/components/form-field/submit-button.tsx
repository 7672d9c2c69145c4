/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The label while idle. */
  label: string;
  /** True while the form is being sent: the button is disabled, `aria-busy` and shows a spinner. */
  busy: boolean;
  /** The label while busy. Default: `label`. */
  busyLabel?: string;
}

/** A form's submit button with its busy state (spinner, `aria-busy`, disabled). */
export function SubmitButton({ label, busy, busyLabel = label }: SubmitButtonProps) {
  return (
    <button type="submit" className="parla-button parla-form__submit" aria-busy={busy || undefined} disabled={busy}>
      {busy ? <span className="parla-spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
