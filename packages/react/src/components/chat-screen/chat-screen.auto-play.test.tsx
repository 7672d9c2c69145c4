import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMessage, aUser, aVoiceCapabilities, buildChatStream, json } from '@parla/test-utils';
import { STREAM_PATH, chatServer, serveStream } from '../../test-utils/chat-server.js';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatScreen } from './chat-screen.js';

async function setUp(autoPlay: boolean) {
  const api = chatServer([aMessage('m0', { sender: 'user', message_text: 'Hola' }), aMessage('m1', { sender: 'ai', message_text: '¿Qué hiciste ayer?' })]);
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ speaks: ['es-ES'], hears: ['es-ES'] })));
  const user = aUser({ preferences: { ...aUser().preferences, playback_speed: 1.5, voice_preference: 'male', auto_play_replies: autoPlay } });
  const test = await createTestSession({ api, user });
  const voice = fakeVoiceModule();
  renderWithVoice(<ChatScreen conversationId="conversation-1" defaultDrawerOpen={false} speaker={null} clipboard={null} />, test.session, voice);
  await screen.findByText('¿Qué hiciste ayer?', { selector: '.parla-message__text' });
  await waitFor(() => expect(test.session.profile.$preferences.get()).not.toBeNull());
  return { ...test, voice };
}

describe('ChatScreen auto-play', () => {
  it('with auto-play on, reads the reply to a typed message with the learner’s voice and speed; typing again stops it', async () => {
    const { api, voice } = await setUp(true);
    expect((await screen.findByRole('button', { name: 'Read replies aloud' })).getAttribute('aria-pressed')).toBe('true');
    serveStream(api, buildChatStream({ userText: 'Fui a la playa', aiText: '¡Qué bien! ¿Con quién fuiste?' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Fui a la playa{Enter}');

    await waitFor(() => expect(api.calls('POST', STREAM_PATH)).toHaveLength(1));
    await screen.findByText('¡Qué bien! ¿Con quién fuiste?', { selector: '.parla-message__text' });
    expect(voice.replies).toHaveLength(1);
    expect(voice.replies[0]?.options).toEqual({ languageCode: 'es', voice: 'male', speed: 1.5 });
    expect(voice.replies[0]?.stopped).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Y');
    expect(voice.replies[0]?.stopped).toBe(true);
  });

  it('with auto-play off (the default), a typed message’s reply is not read; the toggle turns it on', async () => {
    const { api, voice, session } = await setUp(false);
    api.on('PATCH', '/api/v1/auth/profile/', () => json(aUser({ preferences: { ...aUser().preferences, auto_play_replies: true } })));
    serveStream(api, buildChatStream({ userText: 'Fui a la playa', aiText: 'Genial.' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Fui a la playa{Enter}');
    await screen.findByText('Genial.', { selector: '.parla-message__text' });
    expect(voice.replies).toEqual([]);

    const toggle = await screen.findByRole('button', { name: 'Read replies aloud' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(session.profile.$preferences.get()?.auto_play_replies).toBe(true);
  });
});
