import type { ListeningExerciseFlow } from '../voice/listening-exercise.js';
import { lazyFlow } from './lazy-flow.js';
import type { LazyFlow } from './lazy-flow.js';
import type { VoiceControllers } from './voice-controllers.js';
import type { ListeningExerciseView } from './voice-views.js';

/**
 * A new listening exercise (one per view) with the session's client, made when first generated; its state is `idle`
 * until then, and the error `load` when the voice code cannot be loaded.
 * @example
 * const listening = lazyListeningExercise(voiceControllersOf(session, () => import('@parla/sdk/voice')));
 * listening.state.subscribe(render);
 * await (await listening.get())?.generate('Mañana vamos a la playa.', 'beginner', 'es');
 */
export function lazyListeningExercise(voice: Pick<VoiceControllers, 'orchestrator'>): LazyFlow<ListeningExerciseFlow, ListeningExerciseView> {
  return lazyFlow<ListeningExerciseFlow, ListeningExerciseView>(
    async () => (await voice.orchestrator()).listeningExercise(),
    { status: 'idle' },
    { status: 'error', error: { kind: 'load' }, exercise: null },
  );
}
