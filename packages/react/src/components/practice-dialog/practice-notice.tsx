/** Props of {@link PracticeNotice}. */
export interface PracticeNoticeProps {
  /** What is under way (shown with a spinner as a status), or null. */
  busy: string | null;
  /** What went wrong (announced as an alert), or null. */
  error: string | null;
}

/**
 * The progress line and the error line of a practice view (pronunciation, listening).
 * @example
 * <PracticeNotice busy={scoring ? t('pronunciation.scoring') : null} error={failed ? text : null} />
 */
export function PracticeNotice({ busy, error }: PracticeNoticeProps) {
  return (
    <>
      {busy ? (
        <p className="parla-practice__status" role="status">
          <span className="parla-spinner" aria-hidden="true" />
          {busy}
        </p>
      ) : null}
      {error ? (
        <p className="parla-practice__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
