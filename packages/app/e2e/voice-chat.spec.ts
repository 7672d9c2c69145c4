import { expect, test } from '@playwright/test';
import { createConversation, createLearner, newContext, screenReady } from './support/api.js';
import { foreignRequests, recordRequests } from './support/same-origin.js';

/** What the init script below records of each `HTMLMediaElement.play()` call. */
interface PlayCall {
  rate: number;
  at: number;
  /** Whether the reply was still streaming into the message list when playback began. */
  whileStreaming: boolean;
}

test('a spoken turn: the fake microphone is transcribed into the learner’s message and the reply plays at the chosen speed, starting while it streams', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const learner = await createLearner(request);
  // en-US is transcribed by the server's local pocketsphinx engine.
  // A drill: its reply to any answer has several sentences ("Not quite. Try again: …"), so speech can start before the
  // reply ends; a free-conversation reply to an unclear message may be one question, spoken only once it is whole.
  const conversationId = await createConversation(request, learner, { target_language: 'en', learning_mode: 'translation' });
  const context = await newContext(browser, { learner });
  const requests = recordRequests(context);
  await context.addInitScript(() => {
    const calls: PlayCall[] = [];
    (window as unknown as { parlaPlayCalls: PlayCall[] }).parlaPlayCalls = calls;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playAndRecord(this: HTMLMediaElement) {
      const whileStreaming = document.querySelector('.parla-message-list[data-state="streaming"]') !== null;
      calls.push({ rate: this.playbackRate, at: Date.now(), whileStreaming });
      return play.call(this);
    };
  });
  const page = await context.newPage();

  // Playback speed 1.5 in the settings.
  await page.goto('/settings');
  await screenReady(page);
  const speed = page.getByLabel('Playback speed');
  await expect(speed).toBeEnabled();
  await speed.fill('1.5');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/profile/') && response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect(((await (await saved).json()) as { preferences: { playback_speed: number } }).preferences.playback_speed).toBe(1.5);

  // Record a turn hands-free: Silero VAD ends it when the sentence is over.
  await page.goto(`/chat/${conversationId}`);
  await screenReady(page);
  const transcribed = page.waitForResponse((response) => response.url().endsWith('/api/v1/voice/transcribe/'), { timeout: 60_000 });
  // When the reply's stream ended (finished, or closed by the client once `done` arrived).
  let streamDoneAt = 0;
  const onStreamEnd = (ended: { url(): string }) => {
    if (ended.url().endsWith('/api/v1/conversations/send-message-stream/')) {
      streamDoneAt ||= Date.now();
    }
  };
  page.on('requestfinished', onStreamEnd);
  page.on('requestfailed', onStreamEnd);
  const microphone = page.getByRole('button', { name: 'Record a voice message' });
  await expect(microphone).toHaveAttribute('data-state', 'available');
  await microphone.click();
  const recorder = page.getByRole('group', { name: 'Voice message' });
  await expect(recorder).toBeVisible();
  await recorder.getByRole('switch', { name: 'Hands-free (send when I stop talking)' }).check();
  await expect(recorder.getByRole('status')).toHaveText('Listening… Stop talking to send.', { timeout: 20_000 });

  const response = await transcribed;
  expect(response.status()).toBe(200);
  const transcript = ((await response.json()) as { transcript: string; engine: string }).transcript.trim();
  console.log(`transcript: ${JSON.stringify(transcript)}`);
  expect(transcript).not.toBe('');
  const body = response.request().postDataJSON() as { language_code: string; sample_rate: number; audio_data: string };
  expect(body.language_code.toLowerCase()).toMatch(/^en/);
  // Hands-free ended the turn: far sooner than the recorder's 60 s limit (the fake microphone loops a 7.4 s file).
  const recordedMs = ((Buffer.from(body.audio_data, 'base64').length - 44) / 2 / body.sample_rate) * 1000;
  console.log(`recorded ${Math.round(recordedMs)} ms at ${body.sample_rate} Hz`);
  expect(recordedMs).toBeLessThan(30_000);

  // The transcript is the learner's message, and the tutor's reply streams in.
  const mine = page.locator('.parla-message[data-sender="user"]').last();
  await expect(mine.locator('.parla-message__text')).toHaveText(transcript);
  const reply = page.locator('.parla-message[data-sender="ai"][data-status="delivered"]').last();
  await expect(reply.locator('.parla-message__text')).not.toBeEmpty({ timeout: 30_000 });
  await expect.poll(() => streamDoneAt, { timeout: 30_000 }).toBeGreaterThan(0);

  // The reply is spoken with server speech at 1.5×.
  await expect.poll(() => page.evaluate(() => (window as unknown as { parlaPlayCalls: PlayCall[] }).parlaPlayCalls.length), { timeout: 30_000 }).toBeGreaterThan(0);
  const calls = await page.evaluate(() => (window as unknown as { parlaPlayCalls: PlayCall[] }).parlaPlayCalls);
  console.log(`play() calls: ${JSON.stringify(calls.map((call) => call.rate))}; first play ${streamDoneAt - calls[0]!.at} ms before the reply stream ended`);
  expect(calls.every((call) => call.rate === 1.5)).toBe(true);
  // The offline tutor streams a word every PARLA_OFFLINE_DELAY_MS: the first sentence is spoken before the reply ends.
  expect(calls[0]!.whileStreaming).toBe(true);
  expect(calls[0]!.at).toBeLessThan(streamDoneAt);
  expect(requests.some((url) => url.includes('/api/v1/voice/synthesize'))).toBe(true);

  expect(foreignRequests(requests, origin)).toEqual([]);
  await context.close();
});
