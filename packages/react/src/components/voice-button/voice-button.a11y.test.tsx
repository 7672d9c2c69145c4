// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aVoiceCapabilities, fakeApi, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { VoiceButton } from './voice-button.js';

describe('VoiceButton accessibility (axe-core)', () => {
  it.each([false, true])('has no serious or critical violation when speech-to-text available is %s', async (available) => {
    const api = fakeApi();
    api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities(available ? { speaks: ['es'], hears: ['es'], scores: ['es'] } : {})));
    const { session } = await createTestSession({ api });
    const { container } = renderWithSession(<VoiceButton language="es" onRecord={() => undefined} />, session);
    await waitFor(() => expect(screen.getByRole('button').getAttribute('data-state')).toBe(available ? 'available' : 'unavailable'));

    expect(await seriousViolations(container)).toEqual([]);
  });
});
