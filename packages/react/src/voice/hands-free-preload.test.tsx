import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { voiceControllersOf } from '@parla/sdk';
import type { ChatSession } from '@parla/sdk';
import { fakeVoiceModule } from '../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../test-utils/render-with-voice.js';
import { createTestSession } from '../test-utils/test-session.js';
import { useVoiceTurn } from './use-voice-turn.js';

const chat = {} as Pick<ChatSession, 'send' | '$conversation' | '$messages' | '$streamingMessage'>;

function Chat({ vadAssetBase }: { vadAssetBase?: string }) {
  useVoiceTurn(chat, { vadAssetBase });
  return null;
}

// What the controllers themselves do (once per asset base, nothing while hands-free is off) is tested in the SDK.
describe('useVoiceTurn: hands-free preload', () => {
  it('a chat mounting with hands-free already on preloads the detector from its asset base', async () => {
    const { session } = await createTestSession();
    const voice = fakeVoiceModule();
    voiceControllersOf(session, voice.load).handsFree.set(true);

    renderWithVoice(<Chat vadAssetBase="/tutor/vad/" />, session, voice);

    await waitFor(() => expect(voice.preloads).toEqual(['/tutor/vad/']));
  });

  it('a chat without an asset base preloads from where hands-free was last switched on', async () => {
    const { session } = await createTestSession();
    const voice = fakeVoiceModule();
    const controllers = voiceControllersOf(session, voice.load);
    controllers.setHandsFree(true, '/vad/');
    await waitFor(() => expect(voice.preloads).toEqual(['/vad/']));

    renderWithVoice(<Chat />, session, voice);

    await waitFor(() => expect(voice.preloads).toEqual(['/vad/', '/vad/']));
  });

  it('a chat mounting with hands-free off loads nothing', async () => {
    const { session } = await createTestSession();
    const voice = fakeVoiceModule();

    renderWithVoice(<Chat vadAssetBase="/vad/" />, session, voice);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(voice.preloads).toEqual([]);
  });
});
