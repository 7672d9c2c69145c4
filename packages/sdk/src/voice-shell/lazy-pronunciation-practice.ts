import type { PronunciationPractice } from '../voice/pronunciation-practice.js';
import { lazyFlow } from './lazy-flow.js';
import type { LazyFlow } from './lazy-flow.js';
import type { VoiceControllers } from './voice-controllers.js';
import type { PronunciationPracticeView } from './voice-views.js';

/**
 * A new pronunciation practice (one per view) with the session's client and recorder, made when first started; its
 * state is `idle` until then, and the error `load` when the voice code cannot be loaded.
 * @example
 * const practice = lazyPronunciationPractice(voiceControllersOf(session, () => import('@parla/sdk/voice')));
 * practice.state.subscribe(render);
 * await (await practice.get())?.start('Hola, ¿qué tal?', 'es');
 */
export function lazyPronunciationPractice(voice: Pick<VoiceControllers, 'orchestrator'>): LazyFlow<PronunciationPractice, PronunciationPracticeView> {
  return lazyFlow<PronunciationPractice, PronunciationPracticeView>(
    async () => (await voice.orchestrator()).pronunciationPractice(),
    { status: 'idle' },
    { status: 'error', error: { kind: 'load' } },
  );
}
