import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aMessage, aUser, aVoiceCapabilities, buildChatStream, json } from '@parla/test-utils';
import type { PracticeRequest } from '../conversation-menu/practice-request.js';
import { STREAM_PATH, chatServer, serveStream } from '../../test-utils/chat-server.js';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatScreen } from './chat-screen.js';

async function setUp() {
  const api = chatServer([aMessage('m0', { sender: 'user', message_text: 'Hola' }), aMessage('m1', { sender: 'ai', message_text: '¿Qué hiciste ayer?' })]);
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ speaks: ['es-ES'], hears: ['es-ES'], scores: ['es-ES'] })));
  const user = aUser({ preferences: { ...aUser().preferences, playback_speed: 1.5, voice_preference: 'male' } });
  const test = await createTestSession({ api, user });
  const voice = fakeVoiceModule({ transcript: 'Fui a la playa' });
  const onPractice = vi.fn<(request: PracticeRequest) => void>();
  renderWithVoice(<ChatScreen conversationId="conversation-1" defaultDrawerOpen={false} speaker={null} clipboard={null} onPractice={onPractice} />, test.session, voice);
  await screen.findByText('¿Qué hiciste ayer?', { selector: '.parla-message__text' });
  await waitFor(() => expect(test.session.profile.$preferences.get()).not.toBeNull());
  const mic = screen.getByRole('button', { name: 'Record a voice message' });
  await waitFor(() => expect(mic.getAttribute('data-state')).toBe('available'));
  return { ...test, voice, onPractice, mic };
}

describe('ChatScreen voice turns', () => {
  it('records in place of the input, sends the transcript as the learner’s message and speaks the reply with the learner’s voice and speed', async () => {
    const { api, voice, mic } = await setUp();
    serveStream(api, buildChatStream({ userText: 'Fui a la playa', aiText: '¡Qué bien! ¿Con quién fuiste?' }));

    await userEvent.click(mic);

    const recorder = await screen.findByRole('group', { name: 'Voice message' });
    expect(document.querySelector<HTMLFormElement>('.parla-chat-input')?.hidden).toBe(true);
    await waitFor(() => expect(voice.captures).toHaveLength(1));
    expect(voice.captures[0]).toMatchObject({ languageCode: 'es', context: '¿Qué hiciste ayer?' });

    await userEvent.click(within(recorder).getByRole('button', { name: 'Stop and send' }));

    await waitFor(() => expect(api.calls('POST', STREAM_PATH)).toHaveLength(1));
    expect(api.calls('POST', STREAM_PATH)[0]?.body).toMatchObject({ message_text: 'Fui a la playa' });
    expect(voice.replies).toHaveLength(1);
    expect(voice.replies[0]?.options).toEqual({ languageCode: 'es', voice: 'male', speed: 1.5 });
    expect(await screen.findByText('¡Qué bien! ¿Con quién fuiste?', { selector: '.parla-message__text' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Voice message' })).toBeNull();
    expect(document.querySelector<HTMLFormElement>('.parla-chat-input')?.hidden).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' })));
  });

  it('stops following the reply once it has been spoken, so typed turns stay silent', async () => {
    const { api, voice, mic } = await setUp();
    serveStream(api, buildChatStream({ userText: 'Fui a la playa', aiText: 'Genial.' }));
    await userEvent.click(mic);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop and send' }));
    await screen.findByText('Genial.', { selector: '.parla-message__text' });

    await waitFor(() => expect(voice.replies[0]?.stopped).toBe(true));
  });

  it('cancels with Escape: nothing is sent and focus goes back to the microphone', async () => {
    const { api, mic } = await setUp();
    await userEvent.click(mic);
    await screen.findByRole('group', { name: 'Voice message' });

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('group', { name: 'Voice message' })).toBeNull();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Record a voice message' })));
  });

  it('opens pronunciation practice and listening exercises from the conversation menu with the latest tutor message', async () => {
    const { onPractice } = await setUp();

    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pronunciation practice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Listening exercise' }));

    expect(onPractice.mock.calls).toEqual([
      [{ exercise: 'pronunciation', text: '¿Qué hiciste ayer?', language: 'es' }],
      [{ exercise: 'listening', text: '¿Qué hiciste ayer?', language: 'es' }],
    ]);
  });
});
