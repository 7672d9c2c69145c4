import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { isInterfaceLanguage, isTheme } from '@parla/sdk';
import type { FakeApi } from '@parla/test-utils';
import { ParlaRoot } from '../components/parla-root/parla-root.js';
import { useDisposable } from '../hooks/use-disposable.js';
import { ParlaProvider } from '../provider/parla-provider.js';
import { fakeVoiceModule } from '../test-utils/fake-voice-module.js';
import type { FakeVoiceOptions } from '../test-utils/fake-voice-module.js';
import { VoiceModuleContext } from '../voice/voice-module.js';
import { storySession } from './story-session.js';

/** The voice of a story: the fake voice module's behaviour and extra routes of the fake server (voice calls). */
export interface VoiceStoryOptions {
  /** How the fake microphone, transcription and recorder behave. Default: recording, transcribing to 'Hola, ¿qué tal?'. */
  voice?: FakeVoiceOptions;
  /** Adds routes to the story's fake server (pronunciation, listening exercises). Default: none. */
  api?: (api: FakeApi) => void;
}

function VoiceStory({ options, theme, locale, children }: { options: VoiceStoryOptions; theme: string; locale: string; children: ReactNode }) {
  const story = useDisposable(
    () => {
      const created = storySession({ theme: isTheme(theme) ? theme : 'light', locale: isInterfaceLanguage(locale) ? locale : 'en' });
      options.api?.(created.api);
      return created;
    },
    (value) => value.session.destroy(),
    [],
  );
  const [voice] = useState(() => fakeVoiceModule(options.voice));
  return (
    <ParlaProvider session={story.session}>
      <VoiceModuleContext.Provider value={voice.load}>
        <ParlaRoot includeStyles={false}>{children}</ParlaRoot>
      </VoiceModuleContext.Provider>
    </ParlaProvider>
  );
}

/** A decorator giving the story its own session, a fake `@parla/sdk/voice` (no microphone, no audio) and extra server routes. */
export function withVoiceStory(options: VoiceStoryOptions = {}): Decorator {
  return (Story, context) => (
    <VoiceStory options={options} theme={String(context.globals.theme)} locale={String(context.globals.locale)}>
      <Story />
    </VoiceStory>
  );
}
