import { lazy } from 'react';
import type { HTMLAttributes } from 'react';
import type { Terms, TermsDialog as TermsDialogStore } from '@parla/sdk';
import { useTermsDialog } from '../../hooks/use-terms-dialog.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';

/** The SDK's terms-dialog store, under the same name as the component so `import type { TermsDialog }` keeps working. */
export type TermsDialog = TermsDialogStore;

/** One section of the terms text (title and body). */
export type TermsSection = Terms['sections'][number];

/** Props of {@link TermsDialog}; the rest are spread on the dialog element. */
export interface TermsDialogProps extends HTMLAttributes<HTMLDivElement> {
  /** The terms text, e.g. `useTerms().terms?.sections` (loaded from `client.terms.get()`). Default: none — a loading line shows. */
  sections?: readonly TermsSection[] | undefined;
  /** Version on the chip. Default: `TERMS_VERSION` (1.0). */
  version?: string | undefined;
  /** Last-updated date (`YYYY-MM-DD`), formatted in the interface language. Default: `TERMS_LAST_UPDATED` (2025-01-15). */
  lastUpdated?: string | undefined;
}

/** Imports the open dialog (a chunk of its own: a learner who has accepted the terms never loads it). */
const importBody = loadOnDemand(() => import('./terms-dialog-body.js').then((module) => ({ default: module.TermsDialogBody })));

const TermsDialogBody = lazy(importBody);

/**
 * Starts loading the terms dialog's code before it renders, e.g. while its text loads, so showing it then waits for
 * nothing; {@link TermsDialog} loads it anyway when it first opens.
 * @example
 * useEffect(() => preloadTermsDialog(), []);
 */
export function preloadTermsDialog(): void {
  preload(importBody);
}

/**
 * The terms dialog of §2/§4 over a dark backdrop, driven by the session's terms state: opens unticked, Accept only
 * once ticked (spinner while accepting), Decline signs out, the backdrop or Escape closes it without deciding.
 * Focus moves into it and stays there until it closes. Its code loads when it first opens.
 * @example
 * const { terms } = useTerms({ enabled: useTermsDialog().open });
 * return <TermsDialog sections={terms?.sections} />;
 */
export function TermsDialog(props: TermsDialogProps) {
  const { open } = useTermsDialog();
  return open ? (
    <OnDemand>
      <TermsDialogBody {...props} />
    </OnDemand>
  ) : null;
}
