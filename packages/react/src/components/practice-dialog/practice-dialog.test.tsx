import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeRequest } from '../conversation-menu/practice-request.js';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { PracticeDialog } from './practice-dialog.js';
import { screensKo } from '../../i18n/messages/screens/ko.js';

const koreanClose = screensKo['practice.close'];

/** The Korean messages of the chat's parts never arrive in this file: the practice waits for them. */
vi.mock('../../i18n/messages/chat-parts/ko.js', () => new Promise(() => {}));

function Opener({ request }: { request: PracticeRequest }) {
  const [open, setOpen] = useState<PracticeRequest | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(request)}>
        Practise
      </button>
      <PracticeDialog request={open} onClose={() => setOpen(null)} />
    </>
  );
}

async function setUp(request: PracticeRequest) {
  const { session } = await createTestSession();
  renderWithVoice(<Opener request={request} />, session, fakeVoiceModule());
  await userEvent.click(screen.getByRole('button', { name: 'Practise' }));
}

describe('PracticeDialog', () => {
  it('opens pronunciation practice in a modal dialog, prefilled, with focus inside', async () => {
    await setUp({ exercise: 'pronunciation', text: '¿Qué hiciste ayer?', language: 'es' });

    const dialog = screen.getByRole('dialog', { name: 'Pronunciation practice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text to read' }).value).toBe('¿Qué hiciste ayer?');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('opens a listening exercise, and closes with Escape, focus going back to the opener', async () => {
    await setUp({ exercise: 'listening', text: 'Hola', language: 'es' });
    expect(screen.getByRole('dialog', { name: 'Listening exercise' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Practise' }));
  });

  it('closes with its close button', async () => {
    await setUp({ exercise: 'listening', text: 'Hola', language: 'es' });

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits inside the dialog, not in the screen behind it, while the exercise’s messages load in another language', async () => {
    const { session } = await createTestSession();
    act(() => session.locale.setLocale('ko'));
    renderWithVoice(<Opener request={{ exercise: 'pronunciation', text: '안녕하세요', language: 'ko' }} />, session, fakeVoiceModule());
    // The screens show once their Korean messages are there; they are in Korean once the close button's label is.
    await userEvent.click(await screen.findByRole('button', { name: 'Practise' }));
    await screen.findByRole('button', { name: koreanClose }, { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Practise' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('[role="status"] .parla-spinner')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Practise' })).toBeTruthy();

    // The screen behind (here the opener) stays; the messages arriving then show the exercise (use-chat-part-intl.test.tsx).
    expect(dialog.textContent).toContain(screensKo['load.loading']);
  });
});
