import { useEffect, useState } from 'react';
import type { ApiError, Terms } from '@parla/sdk';
import { isApiError } from '@parla/sdk';
import { useParlaSession } from './use-parla-session.js';

/** Options of {@link useTerms}. */
export interface UseTermsOptions {
  /** Whether to load now (e.g. only while the dialog is open). Default: true. */
  enabled?: boolean | undefined;
}

/** What {@link useTerms} returns. */
export interface UseTermsResult {
  /** The terms (version, date, 12 sections), once loaded. */
  terms: Terms | null;
  /** Why loading failed, or null. */
  error: ApiError | Error | null;
  /** Whether the terms are being loaded. */
  loading: boolean;
}

/**
 * Loads the terms text once with `client.terms.get()` when enabled.
 * @example
 * const { terms } = useTerms({ enabled: open });
 * return <TermsDialog sections={terms?.sections} />;
 */
export function useTerms(options: UseTermsOptions = {}): UseTermsResult {
  const { client } = useParlaSession('useTerms');
  const enabled = options.enabled ?? true;
  const [result, setResult] = useState<UseTermsResult>({ terms: null, error: null, loading: false });
  const needed = enabled && result.terms === null;

  useEffect(() => {
    if (!needed) {
      return;
    }
    let current = true;
    setResult({ terms: null, error: null, loading: true });
    client.terms.get().then(
      (terms) => current && setResult({ terms, error: null, loading: false }),
      (error: unknown) => current && setResult({ terms: null, error: isApiError(error) || error instanceof Error ? error : new Error(String(error)), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [client, needed]);

  return result;
}
