import type { ReactElement } from 'react';
import type { Session } from '@parla/sdk';
import { VoiceModuleContext } from '../voice/voice-module.js';
import type { FakeVoice } from './fake-voice-module.js';
import { renderWithSession } from './render-with-session.js';

/** Renders `ui` like {@link renderWithSession}, with `voice` standing in for `@parla/sdk/voice`. */
export function renderWithVoice(ui: ReactElement, session: Session, voice: FakeVoice) {
  return renderWithSession(<VoiceModuleContext.Provider value={voice.load}>{ui}</VoiceModuleContext.Provider>, session);
}
