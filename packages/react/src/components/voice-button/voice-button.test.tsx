import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aVoiceCapabilities, apiError, fakeApi, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { VoiceButton } from './voice-button.js';

const CAPABILITIES_PATH = '/api/v1/voice/capabilities/';
/** A server that transcribes `languages` (none: no speech-to-text at all) and does nothing else with speech. */
function serving(languages: string[]): FakeApi {
  const api = fakeApi();
  api.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ hears: languages })));
  return api;
}

function button(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Record a voice message' });
}

describe('VoiceButton', () => {
  describe('when the server cannot transcribe the language', () => {
    it('is a disabled microphone that says why, in its tooltip and description', async () => {
      const { session } = await createTestSession({ api: serving([]) });
      const onRecord = vi.fn();
      renderWithSession(<VoiceButton language="es" onRecord={onRecord} />, session);

      await waitFor(() => expect(button().getAttribute('data-state')).toBe('unavailable'));
      expect(button().getAttribute('aria-disabled')).toBe('true');
      expect(button().getAttribute('title')).toBe('Voice input isn’t available for Spanish on this server yet');
      expect(document.getElementById(button().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Voice input isn’t available for Spanish on this server yet');
      await userEvent.click(button());
      expect(onRecord).not.toHaveBeenCalled();
    });

    it('says why in a snackbar when pressed, as a tooltip never shows on a touch screen', async () => {
      const { session } = await createTestSession({ api: serving([]) });
      renderWithSession(<VoiceButton language="es" onRecord={() => undefined} />, session);
      await waitFor(() => expect(button().getAttribute('data-state')).toBe('unavailable'));

      await userEvent.click(button());

      expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'info', text: 'Voice input isn’t available for Spanish on this server yet' });
    });

    it('also when speech-to-text exists but not for this language', async () => {
      const { session } = await createTestSession({ api: serving(['en-US', 'fr-FR']) });
      renderWithSession(<VoiceButton language="ja" onRecord={() => undefined} />, session);

      await waitFor(() => expect(button().getAttribute('title')).toBe('Voice input isn’t available for Japanese on this server yet'));
    });
  });

  it('calls onRecord when the server can transcribe the language', async () => {
    const { session } = await createTestSession({ api: serving(['es-ES', 'en-US']) });
    const onRecord = vi.fn();
    renderWithSession(<VoiceButton language="es" onRecord={onRecord} />, session);
    await waitFor(() => expect(button().getAttribute('data-state')).toBe('available'));

    await userEvent.click(button());

    expect(onRecord).toHaveBeenCalledTimes(1);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(button().hasAttribute('title')).toBe(false);
  });

  it('asks the server once per session, however many buttons mount', async () => {
    const api = serving([]);
    const { session } = await createTestSession({ api });
    const { unmount } = renderWithSession(
      <>
        <VoiceButton language="es" onRecord={() => undefined} />
        <VoiceButton language="fr" onRecord={() => undefined} />
      </>,
      session,
    );
    await waitFor(() => expect(screen.getAllByRole('button').every((element) => element.getAttribute('data-state') === 'unavailable')).toBe(true));
    unmount();
    renderWithSession(<VoiceButton language="es" onRecord={() => undefined} />, session);
    await waitFor(() => expect(button().getAttribute('data-state')).toBe('unavailable'));

    expect(api.calls('GET', CAPABILITIES_PATH)).toHaveLength(1);
  });

  it('stays disabled, saying voice input is unavailable, when the capabilities cannot be loaded', async () => {
    const api = fakeApi();
    api.on('GET', CAPABILITIES_PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const { session } = await createTestSession({ api });
    renderWithSession(<VoiceButton language="es" onRecord={() => undefined} />, session);

    await waitFor(() => expect(button().getAttribute('title')).toBe('Voice input is not available right now.'));
    expect(button().getAttribute('aria-disabled')).toBe('true');
  });
});
