/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The label while idle. */
  label: string;
  /** True while the form is being sent: the button is disabled, `aria-busy` and shows a spinner. */
  busy: boolean;
  /** The label while busy. Default: `label`. */
  busyLabel?: string;
}

/**
 * A form's submit button with its busy state (spinner, `aria-busy`, disabled). Pressing it with a pointer keeps the focus
 * where it is: blurring the field being edited would show its error between press and release, move the button away
 * from the pointer and lose the click; the submit validates every field anyway.
 */
export function SubmitButton({ label, busy, busyLabel = label }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="parla-button parla-form__submit"
      aria-busy={busy || undefined}
      disabled={busy}
      onMouseDown={(event) => event.preventDefault()}
    >
      {busy ? <span className="parla-spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
