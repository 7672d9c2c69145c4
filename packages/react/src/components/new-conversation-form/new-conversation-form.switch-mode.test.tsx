import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRateLimiter, memoryStorage } from '@parla/sdk';
import { json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { NewConversationForm } from './new-conversation-form.js';

const CREATE = '/api/v1/conversations/';

describe('NewConversationForm, when no new conversation may start (§9: 5 an hour)', () => {
  it('says that switching the mode inside a chat is allowed, with a button that does it', async () => {
    const limiter = createRateLimiter({ storage: memoryStorage() });
    const { session } = await createTestSession({ rateLimiter: limiter });
    const onSwitchMode = vi.fn();
    renderWithSession(<NewConversationForm onSwitchMode={onSwitchMode} />, session);
    expect(screen.queryByText('You can still switch the learning mode inside a chat you already have.')).toBeNull();
    act(() => {
      for (let count = 0; count < 5; count += 1) {
        limiter.consume('create_conversation');
      }
    });

    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));

    expect(screen.getByText('You can still switch the learning mode inside a chat you already have.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Switch the mode of my current chat' }));
    expect(onSwitchMode).toHaveBeenCalledTimes(1);
  });

  it('says so too when the server refuses the 6th (429), in the interface language', async () => {
    const { session, api } = await createTestSession({ languages: ['es'] });
    api.on('POST', CREATE, () => json({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }, 429));
    renderWithSession(<NewConversationForm onSwitchMode={() => undefined} />, session);

    await userEvent.click(await screen.findByRole('button', { name: 'Empezar conversación' }));

    expect(await screen.findByText('Aun así, puedes cambiar el modo de aprendizaje dentro de un chat que ya tienes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar el modo de mi chat actual' })).toBeTruthy();
  });
});
