import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { TermsDialog, TermsDialogState } from '@parla/sdk';
import { useParlaSession } from './use-parla-session.js';

/** What {@link useTermsDialog} returns: the dialog's state and its actions. */
export type UseTermsDialogResult = TermsDialogState &
  Pick<TermsDialog, 'setChecked' | 'accept' | 'decline' | 'dismiss' | 'evaluateTermsDialog'>;

/**
 * The terms dialog of the session (§4): open, ticked, accepting, and its actions.
 * @example
 * const { open, checked, setChecked, accept } = useTermsDialog();
 */
export function useTermsDialog(): UseTermsDialogResult {
  const { terms } = useParlaSession('useTermsDialog');
  const state = useStore(terms.$termsDialog);
  return useMemo(
    () => ({
      ...state,
      setChecked: terms.setChecked,
      accept: terms.accept,
      decline: terms.decline,
      dismiss: terms.dismiss,
      evaluateTermsDialog: terms.evaluateTermsDialog,
    }),
    [terms, state],
  );
}
