import { useCallback } from 'react';
import type { ParlaIntl } from './intl-for-messages.js';
import { PROGRESS_PART_MESSAGES } from './progress-part-messages.js';
import { useAddedArea } from './use-added-area.js';
import type { Translate } from './use-t.js';
import { useIntl } from './use-t.js';

/**
 * The formatter above with the recap's and learner level's messages added. The first use in a language other than
 * English suspends until they load (render it under a `<Suspense>`, as `<OnDemand>` is).
 */
export function useProgressIntl(): ParlaIntl {
  return useAddedArea(PROGRESS_PART_MESSAGES, useIntl());
}

/** The translate function over {@link useProgressIntl}. */
export function useProgressT(): Translate {
  const intl = useProgressIntl();
  return useCallback<Translate>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
