import { lazy } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { VoiceRecorderProps } from '../voice-recorder/voice-recorder.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';

/** Imports the recorder (a chunk of its own, with its styles); started when the pointer or focus reaches the microphone. */
const importVoiceRecorder = loadOnDemand(() => import('../voice-recorder/voice-recorder.js').then((module) => ({ default: module.VoiceRecorder })));

/** Starts loading the recorder's code ahead of the first recording. */
export function preloadVoiceRecorder(): void {
  preload(importVoiceRecorder);
}

const VoiceRecorder = lazy(importVoiceRecorder);

/**
 * The chat's voice recorder, loaded the first time the learner records (ahead of it once the microphone button is
 * pointed at or focused). Until it is there, a busy line says the microphone is being waited for.
 */
export function LazyVoiceRecorder(props: VoiceRecorderProps) {
  const t = useT();
  return (
    <OnDemand
      fallback={
        <p className="parla-chat-screen__recorder-loading" role="status">
          <span className="parla-spinner" aria-hidden="true" /> {t('chat.recorder.requesting')}
        </p>
      }
    >
      <VoiceRecorder {...props} />
    </OnDemand>
  );
}
