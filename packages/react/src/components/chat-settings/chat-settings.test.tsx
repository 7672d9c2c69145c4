import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { aConversation, aUser, json } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { chatServer } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatSettings } from './chat-settings.js';

const PROFILE_PATH = '/api/v1/auth/profile/';

function Harness({ onChat }: { onChat: (chat: ChatSession) => void }) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  return <ChatSettings chat={chat} />;
}

async function setUp(signedIn = true) {
  const api = chatServer();
  const user = aUser();
  const test = await createTestSession({ api, user: signedIn ? user : null });
  api.on('PATCH', PROFILE_PATH, (request) => json({ ...user, preferences: { ...user.preferences, ...(request.body as { preferences: object }).preferences } }));
  api.on('PUT', '/api/v1/conversations/{id}/learning-mode/', (request) => json(aConversation({ learning_mode: (request.body as { learning_mode: 'grammar' }).learning_mode })));
  let chat: ChatSession | undefined;
  renderWithSession(<Harness onChat={(value) => (chat = value)} />, test.session);
  await waitFor(() => expect(chat?.$conversation.get()).not.toBeNull());
  if (signedIn) {
    await waitFor(() => expect(test.session.profile.$preferences.get()).not.toBeNull());
  }
  return { ...test, chat: chat as ChatSession };
}

describe('ChatSettings', () => {
  it("offers the 9 learning modes as a radio group with the conversation's mode checked", async () => {
    await setUp();

    const group = screen.getByRole('group', { name: 'Learning mode' });
    const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    expect(radios).toHaveLength(9);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Free conversation' }).checked).toBe(true);
  });

  it('switches the learning mode through the SDK', async () => {
    const { api, chat } = await setUp();

    await userEvent.click(screen.getByRole('radio', { name: 'Grammar' }));

    await waitFor(() => expect(chat.$conversation.get()?.learning_mode).toBe('grammar'));
    expect(api.calls('PUT', '/api/v1/conversations/conversation-1/learning-mode/')[0]?.body).toEqual({ learning_mode: 'grammar' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Grammar' }).checked).toBe(true);
  });

  it('binds the playback speed slider (0.5–2, step 0.25) to the preferences', async () => {
    const { api, session } = await setUp();
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Playback speed' });
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['0.5', '2', '0.25', '1']);

    fireEvent.change(slider, { target: { value: '1.75' } });

    await waitFor(() => expect(session.profile.$preferences.get()?.playback_speed).toBe(1.75));
    expect(api.calls('PATCH', PROFILE_PATH)[0]?.body).toEqual({ preferences: { playback_speed: 1.75 } });
    expect(screen.getByText('1.75×')).toBeTruthy();
  });

  it('saves a slider drag once, with its last value, and shows every step at once', async () => {
    const { api, session } = await setUp();
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Playback speed' });

    for (const value of ['1.25', '1.5', '1.75']) {
      fireEvent.change(slider, { target: { value } });
    }
    expect(screen.getByText('1.75×')).toBeTruthy();
    expect(api.calls('PATCH', PROFILE_PATH)).toHaveLength(0);

    await waitFor(() => expect(session.profile.$preferences.get()?.playback_speed).toBe(1.75));
    expect(api.calls('PATCH', PROFILE_PATH)).toHaveLength(1);
    expect(api.calls('PATCH', PROFILE_PATH)[0]?.body).toEqual({ preferences: { playback_speed: 1.75 } });
  });

  it('clamps the speed to 0.5–2', async () => {
    const { api } = await setUp();

    fireEvent.change(screen.getByRole('slider', { name: 'Playback speed' }), { target: { value: '3' } });

    await waitFor(() => expect(api.calls('PATCH', PROFILE_PATH)).toHaveLength(1));
    expect(api.calls('PATCH', PROFILE_PATH)[0]?.body).toEqual({ preferences: { playback_speed: 2 } });
  });

  it('binds the voice (female or male) to the preferences', async () => {
    const { api, session } = await setUp();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Female' }).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));

    await waitFor(() => expect(session.profile.$preferences.get()?.voice_preference).toBe('male'));
    expect(api.calls('PATCH', PROFILE_PATH)[0]?.body).toEqual({ preferences: { voice_preference: 'male' } });
  });

  it('disables speed and voice for a signed-out learner and says why', async () => {
    await setUp(false);

    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Playback speed' }).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Voice' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sign in to change the playback speed and voice.')).toBeTruthy();
  });
});
