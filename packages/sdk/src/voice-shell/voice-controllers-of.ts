import type { Session } from '../state/create-session.js';
import { createVoiceControllers } from './voice-controllers.js';
import type { VoiceControllers, VoiceModuleLoader } from './voice-controllers.js';

const bySession = new WeakMap<Pick<Session, 'client' | 'profile'>, VoiceControllers>();

/**
 * The voice controllers of `session`: one set per session (made on the first call, with that call's `load`), with the
 * session's client and the learner's preferences.
 * @example
 * const voice = voiceControllersOf(session, () => import('@parla/sdk/voice'));
 * await voice.speakMessage(message, { languageCode: 'es', voice: 'female', speed: 1 });
 */
export function voiceControllersOf(session: Pick<Session, 'client' | 'profile'>, load: VoiceModuleLoader): VoiceControllers {
  let controllers = bySession.get(session);
  if (!controllers) {
    controllers = createVoiceControllers({ client: session.client, preferences: session.profile.$preferences, load });
    bySession.set(session, controllers);
  }
  return controllers;
}
