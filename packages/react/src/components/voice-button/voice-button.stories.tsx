import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { isInterfaceLanguage, isTheme } from '@parla/sdk';
import { aVoiceCapabilities, json } from '@parla/test-utils';
import { useDisposable } from '../../hooks/use-disposable.js';
import { ParlaProvider } from '../../provider/parla-provider.js';
import { storySession } from '../../stories-support/story-session.js';
import { ParlaRoot } from '../parla-root/parla-root.js';
import { VoiceButton } from './voice-button.js';

/** A story session whose server reports speech-to-text for `languages` (none: unavailable). */
function VoiceSession({ languages, theme, locale, children }: { languages: string[]; theme: string; locale: string; children: ReactNode }) {
  const story = useDisposable(
    () => {
      const created = storySession({ theme: isTheme(theme) ? theme : 'light', locale: isInterfaceLanguage(locale) ? locale : 'en' });
      created.api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ hears: languages })));
      return created;
    },
    (value) => value.session.destroy(),
    [],
  );
  return (
    <ParlaProvider session={story.session}>
      <ParlaRoot includeStyles={false}>{children}</ParlaRoot>
    </ParlaProvider>
  );
}

function withSpeechToText(languages: string[]): Decorator {
  return (Story, context) => (
    <VoiceSession languages={languages} theme={String(context.globals.theme)} locale={String(context.globals.locale)}>
      <Story />
    </VoiceSession>
  );
}

const meta = {
  title: 'Chat/VoiceButton',
  component: VoiceButton,
  tags: ['autodocs'],
  args: { language: 'es', onRecord: fn() },
} satisfies Meta<typeof VoiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server has no speech-to-text engine: disabled, and the tooltip says why. */
export const Unavailable: Story = { decorators: [withSpeechToText([])] };

/** Speech-to-text exists, but not for Japanese. */
export const UnavailableForTheLanguage: Story = { args: { language: 'ja' }, decorators: [withSpeechToText(['es-ES', 'en-US'])] };

/** The server can transcribe Spanish: pressing the button starts recording. */
export const Available: Story = { decorators: [withSpeechToText(['es-ES', 'en-US'])] };

/** The capabilities could not be loaded. */
export const CapabilitiesError: Story = {};
