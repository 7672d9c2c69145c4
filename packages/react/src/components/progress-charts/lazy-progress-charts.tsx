import { lazy } from 'react';
import type { LanguageCode } from '@parla/contract/constants';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const ProgressCharts = lazy(loadOnDemand(() => import('./progress-charts.js').then((module) => ({ default: module.ProgressCharts }))));

/** The progress charts of `languages` (the first shown first), their code, styles and messages loaded on demand. */
export function LazyProgressCharts({ languages, className }: { languages: readonly LanguageCode[]; className?: string }) {
  if (languages.length === 0) {
    return null;
  }
  return (
    <OnDemand>
      <ProgressCharts languages={languages} className={className} />
    </OnDemand>
  );
}
