import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@parla/contract/constants';
import { aVoiceCapabilities, apiError, fakeApi, json, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { isApiError } from '../errors/api-error.js';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { memoryStorage, systemClock } from '../ports.js';
import type { RetryPolicy } from '../transport/retry-policy.js';
import { bytesToBase64 } from './base64.js';
import { createSpeechPlayer } from './speech-player.js';
import type { AudioPort, SynthesisPort } from './types.js';

const CAPABILITIES_PATH = '/api/v1/voice/capabilities/';
const SYNTHESIZE_PATH = '/api/v1/voice/synthesize/';
const SYNTHESIZE_MESSAGE_PATH = '/api/v1/voice/synthesize/message/';

const message = { id: 'ai-1', message_text: 'Hola, ¿qué tal?' };

/** Audio bytes that name what was spoken, so a test can tell plays apart. */
function audioOf(label: string): Uint8Array {
  return new TextEncoder().encode(`RIFF:${label}`);
}

function speech(label: string, voice = 'female') {
  return {
    audio_data: bytesToBase64(audioOf(label)),
    content_type: 'audio/wav',
    sample_rate: 22_050,
    duration_ms: 900,
    voice_gender: voice,
    language_code: 'es',
    engine: 'espeak',
    cached: false,
  };
}

/** A server that speaks Spanish and English and answers each synthesize call with audio labelled by its text. */
function speakingServer(languages = ['es', 'en']): FakeApi {
  const api = fakeApi();
  api.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ speaks: languages })));
  api.on('POST', SYNTHESIZE_MESSAGE_PATH, (request) => {
    const body = request.body as { message_id: string; voice_gender: string };
    return json(speech(`${body.message_id}:${body.voice_gender}`, body.voice_gender));
  });
  api.on('POST', SYNTHESIZE_PATH, (request) => json(speech((request.body as { text: string }).text)));
  return api;
}

/** An audio output whose plays end when the test says so. */
function fakeAudio() {
  const plays: Array<{ label: string; contentType: string; rate: number; signal: AbortSignal; finish: () => void }> = [];
  const port: AudioPort = {
    play: ({ bytes, contentType, rate }, signal) =>
      new Promise<void>((resolve) => {
        plays.push({ label: new TextDecoder().decode(bytes).replace('RIFF:', ''), contentType, rate, signal, finish: resolve });
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  return { port, plays };
}

/** The browser's voices, ending at once. */
function fakeSynthesis(available = true) {
  const spoken: Array<{ text: string; lang: string; rate: number; voice: string }> = [];
  const port: SynthesisPort = {
    available: () => available,
    speak: async (text, options) => {
      spoken.push({ text, ...options });
    },
  };
  return { port, spoken };
}

function playerFor(
  api: FakeApi,
  options: { synthesis?: SynthesisPort | null; rateLimiter?: ReturnType<typeof createRateLimiter>; retry?: Partial<RetryPolicy> } = {},
) {
  const { client } = testClient(api, { tokens: validTokens(), rateLimiter: options.rateLimiter ?? false, ...(options.retry ? { retry: options.retry } : {}) });
  const audio = fakeAudio();
  const synthesis = fakeSynthesis();
  const player = createSpeechPlayer({ client, audio: audio.port, synthesis: options.synthesis === undefined ? synthesis.port : options.synthesis });
  return { player, audio, synthesis, client };
}

describe('when a message is spoken with the server voice', () => {
  it('asks synthesizeMessage for the voice and plays the audio at the clamped speed', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);

    const spoken = player.speakMessage(message, { languageCode: 'es-ES', voice: 'male', speed: 3 });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH).map((request) => request.body)).toEqual([{ message_id: 'ai-1', voice_gender: 'male' }]);
    expect(audio.plays[0]).toMatchObject({ label: 'ai-1:male', contentType: 'audio/wav', rate: 2 });
    expect(player.$state.get()).toEqual({ status: 'playing', messageId: 'ai-1', source: 'server', rate: 2, error: null });

    audio.plays[0]?.finish();
    await spoken;
    expect(player.$state.get()).toMatchObject({ status: 'idle', messageId: null });
  });

  it('clamps slow speeds to 0.5 and uses the female voice by default', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);

    void player.speakMessage(message, { languageCode: 'es-ES', speed: 0.1 });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    expect(audio.plays[0]).toMatchObject({ label: 'ai-1:female', rate: 0.5 });
  });

  it('shows loading until the audio has arrived', async () => {
    const api = speakingServer();
    let answer: (response: Response) => void = () => undefined;
    api.on('POST', SYNTHESIZE_MESSAGE_PATH, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { player, audio } = playerFor(api);

    void player.speakMessage(message, { languageCode: 'es-ES' });
    await vi.waitFor(() => expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(1));
    expect(player.$state.get()).toMatchObject({ status: 'loading', messageId: 'ai-1', source: null });

    answer(json(speech('late')));
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));
    expect(player.$state.get().status).toBe('playing');
  });

  it('plays the same message and voice again from memory, without a request', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);
    const first = player.speakMessage(message, { languageCode: 'es-ES', voice: 'female' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));
    audio.plays[0]?.finish();
    await first;

    void player.speakMessage(message, { languageCode: 'es-ES', voice: 'female' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));

    expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(1);
    expect(audio.plays[1]?.label).toBe('ai-1:female');
  });

  it('asks again for another voice', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);
    void player.speakMessage(message, { languageCode: 'es-ES', voice: 'female' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    void player.speakMessage(message, { languageCode: 'es-ES', voice: 'male' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));

    expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(2);
    expect(audio.plays[1]?.label).toBe('ai-1:male');
  });

  it('asks for the capabilities once per player', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);

    const first = player.speakText('Uno.', { languageCode: 'es-ES' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));
    audio.plays[0]?.finish();
    await first;
    void player.speakText('Dos.', { languageCode: 'es-ES' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));

    expect(api.calls('GET', CAPABILITIES_PATH)).toHaveLength(1);
  });
});

describe('when the server has no voice', () => {
  it('speaks a message the server has not stored (undelivered) as its text, without its temporary id', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);

    const spoken = player.speakMessage({ id: 'pending-1', message_text: 'Hola' }, { languageCode: 'es-ES', voice: 'female', speed: 1 });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(0);
    expect(api.calls('POST', SYNTHESIZE_PATH).map((request) => request.body)).toEqual([{ text: 'Hola', language_code: 'es-ES', voice_gender: 'female' }]);
    expect(player.$state.get()).toMatchObject({ status: 'playing', messageId: 'pending-1' });
    audio.plays[0]?.finish();
    await spoken;
  });

  it('speaks with the browser when the capabilities lack the language, without a synthesize request', async () => {
    const api = speakingServer(['en']);
    const { player, synthesis } = playerFor(api);

    await player.speakMessage(message, { languageCode: 'es-ES', voice: 'male', speed: 1.5 });

    expect(synthesis.spoken).toEqual([{ text: 'Hola, ¿qué tal?', lang: 'es-ES', rate: 1.5, voice: 'male' }]);
    expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(0);
  });

  it('speaks with the browser when the server answers 503', async () => {
    const api = speakingServer();
    api.on('POST', SYNTHESIZE_MESSAGE_PATH, () => apiError(503, 'Speech synthesis is not available.', {}, 'engine_unavailable'));
    const { player, synthesis } = playerFor(api);
    const sources: Array<string | null> = [];
    player.$state.listen((state) => sources.push(state.source));

    await player.speakMessage(message, { languageCode: 'es-ES' });

    expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(1);
    expect(synthesis.spoken.map((entry) => entry.text)).toEqual(['Hola, ¿qué tal?']);
    expect(sources).toContain('browser');
    expect(player.$state.get()).toMatchObject({ status: 'idle', error: null });
  });

  describe('because it has no voice for the language (501 engine_not_configured)', () => {
    const noSpanishVoice = () => apiError(501, "Speech synthesis isn't available for Spanish on this server.", {}, 'engine_not_configured');

    it('speaks with the browser at once: one request, no retry, even with the §9 retry policy on', async () => {
      const api = speakingServer();
      api.on('POST', SYNTHESIZE_MESSAGE_PATH, noSpanishVoice);
      const { player, synthesis, client } = playerFor(api, { retry: {} });
      const retries = vi.fn();
      client.onRetry(retries);
      const started = Date.now();

      await player.speakMessage(message, { languageCode: 'es-ES', voice: 'male' });

      expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(1);
      expect(retries).not.toHaveBeenCalled();
      expect(Date.now() - started).toBeLessThan(500); // a first retry would have waited at least 500 ms
      expect(synthesis.spoken).toEqual([{ text: 'Hola, ¿qué tal?', lang: 'es-ES', rate: 1, voice: 'male' }]);
      expect(player.$state.get()).toMatchObject({ status: 'idle', error: null });
    });

    it('does not ask the server again for that language, but still for others', async () => {
      const api = speakingServer();
      api.on('POST', SYNTHESIZE_MESSAGE_PATH, noSpanishVoice);
      api.on('POST', SYNTHESIZE_PATH, (request) => {
        const body = request.body as { text: string; language_code: string };
        return body.language_code.startsWith('es') ? noSpanishVoice() : json(speech(body.text));
      });
      const { player, synthesis, audio } = playerFor(api);
      await player.speakMessage(message, { languageCode: 'es-ES' });

      await player.speakText('¿Y tú?', { languageCode: 'es' });
      void player.speakText('Hello.', { languageCode: 'en-US' });
      await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

      expect(synthesis.spoken.map((entry) => entry.text)).toEqual(['Hola, ¿qué tal?', '¿Y tú?']);
      expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(1);
      expect(api.calls('POST', SYNTHESIZE_PATH).map((request) => (request.body as { text: string }).text)).toEqual(['Hello.']);
      expect(audio.plays[0]?.label).toBe('Hello.');
    });

    it('reports the 501 when the browser cannot speak either', async () => {
      const api = speakingServer();
      api.on('POST', SYNTHESIZE_MESSAGE_PATH, noSpanishVoice);
      const { player } = playerFor(api, { synthesis: null });

      await player.speakMessage(message, { languageCode: 'es-ES' });

      expect(player.$state.get()).toMatchObject({ status: 'error', error: { status: 501, code: 'engine_not_configured' } });
    });
  });

  it('reports the 503 when the browser cannot speak either', async () => {
    const api = speakingServer();
    api.on('POST', SYNTHESIZE_MESSAGE_PATH, () => apiError(503, 'Speech synthesis is not available.', {}, 'engine_unavailable'));
    const { player } = playerFor(api, { synthesis: null });

    await player.speakMessage(message, { languageCode: 'es-ES' });

    const { status, error } = player.$state.get();
    expect(status).toBe('error');
    expect(isApiError(error)).toBe(true);
    expect(error?.status).toBe(503);
  });
});

describe('when the voice limits are reached', () => {
  it('the client-side synthesize limit (§9) ends in error kind rate_limited without a request', async () => {
    const api = speakingServer();
    const rateLimiter = createRateLimiter({
      storage: memoryStorage(),
      clock: systemClock,
      rules: { ...RATE_LIMITS, synthesize: { limit: 1, windowMs: 60_000, blockMs: 300_000, warningAt: 0.85 } },
    });
    const { player, audio } = playerFor(api, { rateLimiter });
    const first = player.speakText('Uno.', { languageCode: 'es-ES' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));
    audio.plays[0]?.finish();
    await first;

    await player.speakText('Dos.', { languageCode: 'es-ES' });

    expect(api.calls('POST', SYNTHESIZE_PATH)).toHaveLength(1);
    expect(player.$state.get()).toMatchObject({ status: 'error', error: { kind: 'rate_limited', status: 429 } });
  });

  it('a 429 from the server (the daily voice quota) ends in error, not in the browser voice', async () => {
    const api = speakingServer();
    api.on('POST', SYNTHESIZE_MESSAGE_PATH, () => apiError(429, 'Daily voice quota reached.', {}, 'quota_exceeded'));
    const { player, synthesis } = playerFor(api);

    await player.speakMessage(message, { languageCode: 'es-ES' });

    expect(synthesis.spoken).toHaveLength(0);
    expect(player.$state.get()).toMatchObject({ status: 'error', error: { status: 429, message: 'Daily voice quota reached.' } });
  });
});

describe('when playback is stopped', () => {
  it('aborts the audio that is playing and resolves the speak call', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);
    const spoken = player.speakMessage(message, { languageCode: 'es-ES' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    player.stop();

    await spoken;
    expect(audio.plays[0]?.signal.aborted).toBe(true);
    expect(player.$state.get()).toMatchObject({ status: 'idle', messageId: null, source: null });
  });

  it('aborts the audio request that is loading, and plays nothing', async () => {
    const api = speakingServer();
    api.on('POST', SYNTHESIZE_MESSAGE_PATH, () => new Promise<Response>(() => undefined));
    const { player, audio } = playerFor(api);
    const spoken = player.speakMessage(message, { languageCode: 'es-ES' });
    await vi.waitFor(() => expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)).toHaveLength(1));

    player.stop();

    await spoken;
    expect(api.calls('POST', SYNTHESIZE_MESSAGE_PATH)[0]?.signal?.aborted).toBe(true);
    expect(audio.plays).toHaveLength(0);
    expect(player.$state.get().status).toBe('idle');
  });

  it('a new speak call stops the previous one', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);
    const first = player.speakMessage(message, { languageCode: 'es-ES' });
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    void player.speakMessage({ id: 'ai-2', message_text: 'Adiós.' }, { languageCode: 'es-ES' });
    await first;
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));

    expect(audio.plays[0]?.signal.aborted).toBe(true);
    expect(audio.plays[1]?.label).toBe('ai-2:female');
    expect(player.$state.get().messageId).toBe('ai-2');
  });
});

describe('when texts are queued', () => {
  it('plays them in order and fetches the next one while the current one plays', async () => {
    const api = speakingServer();
    const { player, audio } = playerFor(api);
    const options = { languageCode: 'es-ES', messageId: 'ai-1' };

    player.enqueueText('Primera frase.', options);
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));
    player.enqueueText('Segunda frase.', options);
    await vi.waitFor(() => expect(api.calls('POST', SYNTHESIZE_PATH)).toHaveLength(2));
    player.enqueueText('Tercera frase.', options);

    expect(audio.plays).toHaveLength(1);
    expect(audio.plays[0]?.signal.aborted).toBe(false);
    expect(api.calls('POST', SYNTHESIZE_PATH).map((request) => request.body)).toEqual([
      { text: 'Primera frase.', language_code: 'es-ES', voice_gender: 'female', message_id: 'ai-1' },
      { text: 'Segunda frase.', language_code: 'es-ES', voice_gender: 'female', message_id: 'ai-1' },
    ]);

    audio.plays[0]?.finish();
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));
    await vi.waitFor(() => expect(api.calls('POST', SYNTHESIZE_PATH)).toHaveLength(3));
    audio.plays[1]?.finish();
    await vi.waitFor(() => expect(audio.plays).toHaveLength(3));
    audio.plays[2]?.finish();

    expect(audio.plays.map((play) => play.label)).toEqual(['Primera frase.', 'Segunda frase.', 'Tercera frase.']);
    await vi.waitFor(() => expect(player.$state.get().status).toBe('idle'));
  });

  it('joins texts queued while the first one loads into one request', async () => {
    const api = speakingServer();
    let answerFirst: () => void = () => undefined;
    api.on('POST', SYNTHESIZE_PATH, (request) => {
      const { text } = request.body as { text: string };
      if (api.calls('POST', SYNTHESIZE_PATH).length === 1) {
        return new Promise<Response>((resolve) => {
          answerFirst = () => resolve(json(speech(text)));
        });
      }
      return json(speech(text));
    });
    const { player, audio } = playerFor(api);
    const options = { languageCode: 'es-ES', messageId: 'ai-1' };

    player.enqueueText('Uno.', options);
    await vi.waitFor(() => expect(api.calls('POST', SYNTHESIZE_PATH)).toHaveLength(1));
    player.enqueueText('Dos.', options);
    player.enqueueText('Tres.', options);
    answerFirst();
    await vi.waitFor(() => expect(api.calls('POST', SYNTHESIZE_PATH)).toHaveLength(2));
    audio.plays[0]?.finish();
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));

    expect(audio.plays.map((play) => play.label)).toEqual(['Uno.', 'Dos. Tres.']);
    expect(api.calls('POST', SYNTHESIZE_PATH).map((request) => (request.body as { text: string }).text)).toEqual(['Uno.', 'Dos. Tres.']);
  });

  it('stop aborts the next text being fetched and empties the queue', async () => {
    const api = speakingServer();
    api.on('POST', SYNTHESIZE_PATH, (request) => {
      const { text } = request.body as { text: string };
      return text === 'Uno.' ? json(speech(text)) : new Promise<Response>(() => undefined);
    });
    const { player, audio } = playerFor(api);
    const options = { languageCode: 'es-ES', messageId: 'ai-1' };
    player.enqueueText('Uno.', options);
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));
    player.enqueueText('Dos.', options);
    await vi.waitFor(() => expect(api.calls('POST', SYNTHESIZE_PATH)).toHaveLength(2));

    player.stop();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(api.calls('POST', SYNTHESIZE_PATH)[1]?.signal?.aborted).toBe(true);
    expect(audio.plays).toHaveLength(1);
    expect(player.$state.get().status).toBe('idle');
  });
});
