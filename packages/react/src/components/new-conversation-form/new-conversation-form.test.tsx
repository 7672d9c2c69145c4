import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRateLimiter, memoryStorage } from '@parla/sdk';
import { aConversation, aUser, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { NewConversationForm } from './new-conversation-form.js';

const CREATE = '/api/v1/conversations/';

async function setUp(rateLimiter = createRateLimiter({ storage: memoryStorage() })) {
  const user = aUser({ preferences: { ...aUser().preferences, native_language: 'en', target_language: 'fr', skill_level: 'intermediate', learning_goals: ['travel'] } });
  const test = await createTestSession({ user, rateLimiter });
  test.api.on('POST', CREATE, () => json(aConversation({ id: 'conversation-9', target_language: 'fr' }), 201));
  const onStart = vi.fn();
  renderWithSession(<NewConversationForm onStart={onStart} />, test.session);
  return { ...test, onStart };
}

describe('NewConversationForm', () => {
  it("starts from the learner's preferences", async () => {
    await setUp();

    expect(screen.getByLabelText<HTMLSelectElement>('Your native language').value).toBe('en');
    expect(screen.getByLabelText<HTMLSelectElement>('Language to practise').value).toBe('fr');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Intermediate' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Travel' }).checked).toBe(true);
  });

  it('takes the preferences once the profile loads after the form is shown (it stayed on English → Spanish, beginner)', async () => {
    const test = await createTestSession({ user: null });
    renderWithSession(<NewConversationForm />, test.session);

    act(() => {
      test.session.profile.set(aUser({ preferences: { ...aUser().preferences, native_language: 'it', target_language: 'ja', skill_level: 'advanced' } }));
    });

    expect(screen.getByLabelText<HTMLSelectElement>('Your native language').value).toBe('it');
    expect(screen.getByLabelText<HTMLSelectElement>('Language to practise').value).toBe('ja');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Advanced' }).checked).toBe(true);
  });

  it('keeps what the learner already chose when the profile arrives late', async () => {
    const test = await createTestSession({ user: null });
    renderWithSession(<NewConversationForm />, test.session);
    await userEvent.click(screen.getByRole('radio', { name: 'Intermediate' }));

    act(() => {
      test.session.profile.set(aUser({ preferences: { ...aUser().preferences, skill_level: 'advanced' } }));
    });

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Intermediate' }).checked).toBe(true);
  });

  it('starts the next time from the last choices, the learning mode included (it reset to free conversation)', async () => {
    const { session, onStart } = await setUp();
    await userEvent.click(screen.getByRole('radio', { name: /Roleplay/ }));
    await userEvent.selectOptions(screen.getByLabelText('Language to practise'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(onStart).toHaveBeenCalled());
    cleanup();

    renderWithSession(<NewConversationForm />, session);

    expect(screen.getByLabelText<HTMLSelectElement>('Language to practise').value).toBe('de');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Roleplay/ }).checked).toBe(true);
  });

  it('offers the 8 optional goals and the 9 learning modes', async () => {
    await setUp();

    expect(within(screen.getByRole('group', { name: 'Learning goals' })).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(screen.getByRole('group', { name: 'Learning mode' })).getAllByRole('radio')).toHaveLength(9);
  });

  it('never offers the native language as the target, and moves the target away when the native language changes to it', async () => {
    await setUp();
    const target = screen.getByLabelText<HTMLSelectElement>('Language to practise');

    expect(within(target).queryByRole('option', { name: 'English' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Your native language'), 'fr');

    expect(target.value).not.toBe('fr');
    expect(within(target).queryByRole('option', { name: 'French' })).toBeNull();
  });

  it('creates the conversation with the choices and hands it to onStart', async () => {
    const { api, onStart } = await setUp();
    await userEvent.click(screen.getByRole('radio', { name: 'Advanced' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Grammar' }));
    await userEvent.click(screen.getByRole('radio', { name: /Roleplay/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));

    await waitFor(() => expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ id: 'conversation-9' })));
    expect(api.calls('POST', CREATE)[0]?.body).toEqual({
      target_language: 'fr',
      learning_mode: 'roleplay',
      native_language: 'en',
      skill_level: 'advanced',
      goals: ['travel', 'grammar'],
    });
  });

  it('starts in the given chat through chat.create', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const conversation = aConversation();
    const chat = { create: vi.fn(async () => conversation), $error: session.createChat().$error };
    const onStart = vi.fn();
    renderWithSession(<NewConversationForm chat={chat} onStart={onStart} />, session);

    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));

    await waitFor(() => expect(onStart).toHaveBeenCalledWith(conversation));
    expect(chat.create).toHaveBeenCalledWith(expect.objectContaining({ learning_mode: 'free_conversation', target_language: 'es' }));
  });

  it('shows the failure, e.g. the rate limit', async () => {
    const { api, onStart } = await setUp();
    api.on('POST', CREATE, () => json({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }, 429));

    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait and try again.');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('says how many conversations are left once 3 of the 5 an hour are started (§9 warning at 60 %), and counts down', async () => {
    const limiter = createRateLimiter({ storage: memoryStorage() });
    await setUp(limiter);
    act(() => {
      limiter.consume('create_conversation');
      limiter.consume('create_conversation');
    });
    expect(screen.queryByRole('status')).toBeNull();

    act(() => void limiter.consume('create_conversation'));
    expect(screen.getByRole('status').textContent).toBe('You can start 2 more conversations this hour.');

    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You can start 1 more conversation this hour.'));
  });

  it('says when the next conversation can start once the limit is reached, and shows the refusal only there', async () => {
    const limiter = createRateLimiter({ storage: memoryStorage() });
    const { api, onStart } = await setUp(limiter);
    act(() => {
      for (let count = 0; count < 5; count += 1) {
        limiter.consume('create_conversation');
      }
    });

    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));

    expect(screen.getByRole('status').textContent).toBe('You’ve started 5 conversations in the last hour. You can start another in 1 hour.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('POST', CREATE)).toHaveLength(0);
    expect(onStart).not.toHaveBeenCalled();
  });
});
