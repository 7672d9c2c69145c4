import { lazy } from 'react';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const AutoPlayToggle = lazy(loadOnDemand(() => import('../auto-play-toggle/auto-play-toggle.js').then((module) => ({ default: module.AutoPlayToggle }))));

/**
 * The input bar's "Read replies aloud" button: its code and icons load just after the chat's first paint (its box is
 * kept meanwhile, so the bar does not shift).
 */
export function LazyAutoPlayToggle() {
  return (
    <OnDemand fallback={<span className="parla-icon-button" aria-hidden="true" />}>
      <AutoPlayToggle />
    </OnDemand>
  );
}
