// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { VoiceRecorder } from './voice-recorder.js';

describe('VoiceRecorder accessibility (axe-core)', () => {
  it('has no serious or critical violation while recording hands-free, nor once it failed', async () => {
    const voice = fakeVoiceModule();
    const { session } = await createTestSession();
    const { container } = renderWithVoice(<VoiceRecorder language="es" vadAssetBase="/vad/" onTranscript={() => undefined} onClose={() => undefined} />, session, voice);
    await waitFor(() => expect(screen.getByRole('meter')).toBeTruthy());
    expect(await seriousViolations(container)).toEqual([]);

    act(() => voice.input.fail({ kind: 'recorder', code: 'permission-denied' }));
    await screen.findByRole('alert');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
