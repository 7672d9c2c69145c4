import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PracticeRequest } from '../conversation-menu/practice-request.js';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { PracticeDialog } from './practice-dialog.js';

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
});
