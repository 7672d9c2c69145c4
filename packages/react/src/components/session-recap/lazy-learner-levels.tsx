import { lazy } from 'react';
import type { LanguageCode } from '@parla/contract/constants';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const LearnerLevel = lazy(loadOnDemand(() => import('./learner-level.js').then((module) => ({ default: module.LearnerLevel }))));

/** The learner's level in each of `languages` (at most the first two), its code and messages loaded on demand. */
export function LazyLearnerLevels({ languages }: { languages: readonly LanguageCode[] }) {
  if (languages.length === 0) {
    return null;
  }
  return (
    <OnDemand>
      {languages.slice(0, 2).map((language) => (
        <LearnerLevel key={language} language={language} className="parla-panel__section" hideOnError />
      ))}
    </OnDemand>
  );
}
