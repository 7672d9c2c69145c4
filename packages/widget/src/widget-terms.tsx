// Shown only while the terms dialog is open (a learner who has not accepted the terms yet); the dialog's code loads then.
import { useEffect } from 'react';
import { TermsDialog, preloadTermsDialog, useTerms } from '@parla/react/chat';

/**
 * The terms dialog with its text, loaded while it is open; it shows once the text is there (or failed to load), so the
 * text arriving never pushes the dialog's buttons down. The dialog's code loads meanwhile, alongside the text.
 */
export function WidgetTerms() {
  const { terms, error } = useTerms({ enabled: true });
  useEffect(() => preloadTermsDialog(), []);
  return terms || error ? <TermsDialog sections={terms?.sections} /> : null;
}
