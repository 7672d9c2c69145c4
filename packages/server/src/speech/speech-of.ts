import type { AppDeps } from '../deps.js';
import { createSpeechFromConfig } from './speech-engines.js';
import type { SpeechEngines } from './speech-engines.js';

const made = new WeakMap<AppDeps, SpeechEngines>();

/**
 * The speech engines of an app: `deps.speech` when given, else the configured ones, made once per `deps` so every route
 * (voice calls, capabilities, supported languages) reads the same engines.
 */
export function speechOf(deps: AppDeps): SpeechEngines {
  if (deps.speech) {
    return deps.speech;
  }
  let speech = made.get(deps);
  if (!speech) {
    speech = createSpeechFromConfig(deps.config);
    made.set(deps, speech);
  }
  return speech;
}
