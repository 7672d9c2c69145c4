import { CHARTS_PART_MESSAGES } from './charts-part-messages.js';
import type { ParlaIntl } from './intl-for-messages.js';
import { useAddedArea } from './use-added-area.js';
import { useProgressIntl } from './use-progress-intl.js';

/**
 * The progress formatter (recap and learner level) with the charts' messages added. The first use in a language other
 * than English suspends until they load (render it under a `<Suspense>`, as `<OnDemand>` is).
 */
export function useChartsIntl(): ParlaIntl {
  return useAddedArea(CHARTS_PART_MESSAGES, useProgressIntl());
}
