import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@parla/sdk';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import type { FakeVoiceOptions } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { VoiceRecorder } from './voice-recorder.js';

async function setUp(options: FakeVoiceOptions = {}, props: { vadAssetBase?: string } = {}) {
  const voice = fakeVoiceModule(options);
  const { session } = await createTestSession();
  const onTranscript = vi.fn<(text: string) => void>();
  const onClose = vi.fn();
  renderWithVoice(<VoiceRecorder language="es" context="¿Qué tal?" onTranscript={onTranscript} onClose={onClose} {...props} />, session, voice);
  await waitFor(() => expect(voice.captures).toHaveLength(1));
  return { voice, onTranscript, onClose };
}

function stopButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Stop and send' });
}

describe('VoiceRecorder', () => {
  it('records in the language with the conversation as context, showing the level and the elapsed and maximum time', async () => {
    const { voice } = await setUp({ capturing: { level: 0.42, elapsedMs: 12_400, maxDurationMs: 60_000 } });

    expect(voice.captures[0]).toEqual({ languageCode: 'es', context: '¿Qué tal?', handsFree: undefined });
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    expect(meter.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('timer').textContent).toBe('0:12 / 1:00');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Recorded 0:12 of 1:00');
    expect(screen.getByRole('status').textContent).toBe('Recording… Press Stop to send.');
    expect(screen.getByRole('group', { name: 'Voice message' }).getAttribute('data-state')).toBe('recording');
  });

  it('brings its rules (and the level meter\'s) with it, as a stylesheet the document adopts (no <style> element)', async () => {
    await setUp();

    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(rules).toContain('.parla-voice-recorder__actions');
    expect(rules).toContain('.parla-level-meter__bar');
    expect(document.querySelector('style[data-href="parla-voice-recorder"]')).toBeNull();
  });

  it('puts focus on Stop, which transcribes and hands the transcript over', async () => {
    const { onTranscript } = await setUp({ transcript: 'Muy bien, gracias' });
    await waitFor(() => expect(document.activeElement).toBe(stopButton()));

    await userEvent.click(stopButton());

    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('Muy bien, gracias'));
  });

  it('says it is transcribing, with Stop disabled, while the transcript is on its way', async () => {
    await setUp({ transcript: 'never' });

    await userEvent.click(stopButton());

    expect(screen.getByRole('status').textContent).toBe('Transcribing…');
    expect(stopButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('cancels with Escape: the recording is dropped and nothing is sent', async () => {
    const { voice, onTranscript, onClose } = await setUp();
    const cancel = vi.spyOn(voice.input, 'cancel');

    await userEvent.keyboard('{Escape}');

    expect(cancel).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button too', async () => {
    const { onClose } = await setUp();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['permission-denied', 'Microphone access was denied. Allow it in your browser settings to record.'],
    ['no-microphone', 'No microphone was found.'],
    ['unsupported', 'This browser cannot record audio.'],
    ['too-short', 'That was too short. Please speak a little longer.'],
  ] as const)('explains the recorder error %s and offers to try again', async (code, text) => {
    const { voice } = await setUp();

    act(() => voice.input.fail({ kind: 'recorder', code }));

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    await userEvent.click(retry);
    await waitFor(() => expect(voice.captures).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how long to wait when transcribing is rate limited', async () => {
    const { voice } = await setUp();

    act(() => voice.input.fail({ kind: 'api', error: new ApiError({ kind: 'rate_limited', status: 429, code: 'rate_limited', message: 'Too many requests. Please wait and try again.', retryAfterMs: 90_000 }) }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many voice requests in a short time. Please try again in 2 minutes.');
  });

  it('says when the daily voice quota is used up', async () => {
    const { voice } = await setUp();

    act(() => voice.input.fail({ kind: 'api', error: new ApiError({ kind: 'http', status: 429, code: 'quota_exceeded', message: 'Daily voice quota reached.' }) }));

    expect((await screen.findByRole('alert')).textContent).toBe('You’ve used all of today’s voice requests. Please try again tomorrow.');
  });

  it('says voice input is unavailable when the server has no speech engine', async () => {
    const { voice } = await setUp();

    act(() => voice.input.fail({ kind: 'api', error: new ApiError({ kind: 'http', status: 503, code: 'engine_unavailable', message: "Speech recognition isn't available for Spanish on this server." }) }));

    expect((await screen.findByRole('alert')).textContent).toBe('Voice input is not available right now.');
  });

  it('names the language when the server never recognises it (501 engine_not_configured)', async () => {
    const { voice } = await setUp();

    act(() => voice.input.fail({ kind: 'api', error: new ApiError({ kind: 'http', status: 501, code: 'engine_not_configured', message: "Speech recognition isn't available for Spanish on this server." }) }));

    expect((await screen.findByRole('alert')).textContent).toBe('Voice input isn’t available for Spanish on this server yet');
  });

  it('says so when nothing was heard', async () => {
    const { voice } = await setUp();

    act(() => voice.input.finish(null));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing was heard. Please try again.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers hands-free only when the voice-activity files are served, and records again with the detector when turned on', async () => {
    const { voice } = await setUp({}, { vadAssetBase: '/vad/' });
    const toggle = screen.getByRole('switch', { name: 'Hands-free (send when I stop talking)' });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    await userEvent.click(toggle);

    await waitFor(() => expect(voice.captures).toHaveLength(2));
    expect(voice.detectors).toEqual(['/vad/']);
    expect(voice.captures[1]?.handsFree).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Listening… Stop talking to send.');
  });

  it('starts loading the voice-activity detector as soon as hands-free is switched on', async () => {
    const { voice } = await setUp({}, { vadAssetBase: '/vad/' });
    expect(voice.preloads).toEqual([]);

    await userEvent.click(screen.getByRole('switch', { name: 'Hands-free (send when I stop talking)' }));

    await waitFor(() => expect(voice.preloads).toContain('/vad/'));
    expect(voice.detectors).toEqual(['/vad/']);
  });

  it('says it is listening only once the detector is ready; until then it waits', async () => {
    const { voice } = await setUp({ slowDetector: true }, { vadAssetBase: '/vad/' });

    await userEvent.click(screen.getByRole('switch', { name: 'Hands-free (send when I stop talking)' }));
    await waitFor(() => expect(voice.captures).toHaveLength(2));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Waiting for the microphone…'));
    expect(screen.getByRole('group', { name: 'Voice message' }).getAttribute('data-state')).toBe('requesting');
    act(() => voice.detectorReady());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Listening… Stop talking to send.'));
    expect(screen.getByRole('group', { name: 'Voice message' }).getAttribute('data-state')).toBe('recording');
  });

  it('has no hands-free toggle without voice-activity files', async () => {
    await setUp();

    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says part of the app could not be loaded when the voice code fails to load', async () => {
    const { session } = await createTestSession();
    const broken = { ...fakeVoiceModule(), load: () => Promise.reject(new Error('chunk failed')) };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithVoice(<VoiceRecorder language="es" onTranscript={() => undefined} onClose={() => undefined} />, session, broken);

    expect((await screen.findByRole('alert')).textContent).toBe('Part of the app could not be loaded. Please reload the page.');
  });
});
