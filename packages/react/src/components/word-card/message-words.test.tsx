import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '@parla/sdk';
import { aConversation, aLookup, aMessage, aUser, fakeApi, json } from '@parla/test-utils';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { MessageWords } from './message-words.js';

describe('MessageWords', () => {
  it('offers a Japanese reply\'s words (segmented, not the sentence) once asked, and the chosen word\'s card', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/vocabulary/lookup/', () => json(aLookup({ word: '猫', language: 'ja', meaning: 'cat', engine: 'freedict-jpn-eng' })));
    const { session } = await createTestSession({ api, user: aUser() });
    const chat = { $conversation: atom<Conversation | null>(aConversation({ target_language: 'ja' })) };
    const message = aMessage('m1', { sender: 'ai', message_text: '私は猫が好きです。' });
    renderWithVoice(<MessageWords message={message} chat={chat} />, session, fakeVoiceModule());

    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Look up words' }));
    const list = await screen.findByRole('list', { name: 'Words of this message' });
    const words = within(list).getAllByRole('button').map((button) => button.textContent);
    expect(words).toContain('猫');
    expect(words).not.toContain('私は猫が好きです');

    await userEvent.click(within(list).getByRole('button', { name: '猫' }));
    expect(await screen.findByText('cat')).toBeTruthy();
    expect(api.calls('GET', '/api/v1/vocabulary/lookup/')[0]!.url.searchParams.get('language')).toBe('ja');
    expect(screen.getByRole('button', { name: 'Hide words' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers nothing under a learner message without corrections', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const chat = { $conversation: atom<Conversation | null>(aConversation()) };
    renderWithVoice(<MessageWords message={aMessage('m2', { sender: 'user', message_text: 'Hola.' })} chat={chat} />, session, fakeVoiceModule());
    expect(screen.queryByRole('button', { name: 'Look up words' })).toBeNull();
  });
});
