import { Snackbar, TermsDialog, useTerms, useTermsDialog } from '@parla/react';

/** The overlays of the shell: the bottom-right snackbar (§2) and the terms dialog (§4), which loads the terms text when it opens. */
export function NotificationShell() {
  const { open } = useTermsDialog();
  const { terms } = useTerms({ enabled: open });
  return (
    <>
      <TermsDialog sections={terms?.sections} />
      <Snackbar />
    </>
  );
}
