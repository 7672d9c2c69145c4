import { lazy } from 'react';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const StatusBanner = lazy(loadOnDemand(() => import('../status-banner/status-banner.js').then((module) => ({ default: module.StatusBanner }))));

/**
 * The chat's status banner (offline, rate limits, quotas): its code, icons and countdown load just after the chat's
 * first paint, while online, so it is there before any of those states. Meanwhile an empty live region of the same
 * class keeps its place (empty, it takes no room), so nothing shifts.
 */
export function LazyStatusBanner() {
  return (
    <OnDemand fallback={<div className="parla-status-banner" role="status" data-state="idle" />}>
      <StatusBanner />
    </OnDemand>
  );
}
