import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@parla/contract';
import { aConversation, aPage, aVoiceCapabilities, buildChatStream, controlledBody, fakeApi, json, sseEvent, sseResponse, testClient, validTokens } from '@parla/test-utils';
import type { ControlledBody, FakeApi } from '@parla/test-utils';
import { createChatSession } from '../state/chat-session.js';
import { bytesToBase64 } from './base64.js';
import { speakReplyWhileStreaming } from './reply-speaker.js';
import { createSpeechPlayer } from './speech-player.js';
import type { AudioPort } from './types.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const SYNTHESIZE_PATH = '/api/v1/voice/synthesize/';
const silentLogger = { error: () => undefined, info: () => undefined };

/** A server with an open conversation whose next reply streams from a body the test feeds, and that speaks any text. */
function serverWithStreamingReply(): { api: FakeApi; body: ControlledBody } {
  const api = fakeApi();
  const body = controlledBody();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '¡Hola!', suggestions: [] }));
  api.on('POST', STREAM_PATH, () => sseResponse(body.body));
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ speaks: ['es'] })));
  api.on('POST', SYNTHESIZE_PATH, (request) => {
    const { text } = request.body as { text: string };
    return json({
      audio_data: bytesToBase64(new TextEncoder().encode(text)),
      content_type: 'audio/wav',
      sample_rate: 22_050,
      duration_ms: 900,
      voice_gender: 'female',
      language_code: 'es',
      engine: 'espeak',
      cached: false,
    });
  });
  return { api, body };
}

/** An audio output that records what it plays; each play ends when the test says so. */
function fakeAudio() {
  const plays: Array<{ text: string; rate: number; signal: AbortSignal; finish: () => void }> = [];
  const port: AudioPort = {
    play: ({ bytes, rate }, signal) =>
      new Promise<void>((resolve) => {
        plays.push({ text: new TextDecoder().decode(bytes), rate, signal, finish: resolve });
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  return { port, plays };
}

const turn = buildChatStream({
  userText: '¿Qué tiempo hace?',
  aiText: 'Hace sol hoy. ¿Quieres salir? Podemos ir al parque.',
  chunks: ['Hace sol', ' hoy. ¿Quie', 'res salir? Podemos', ' ir al parque.'],
});
const [userMessage, start, chunk1, chunk2, chunk3, chunk4, complete, end] = turn as [
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
];

async function setUp() {
  const { api, body } = serverWithStreamingReply();
  const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false });
  const chat = createChatSession({ client, logger: silentLogger });
  await chat.open('conversation-1');
  const audio = fakeAudio();
  const player = createSpeechPlayer({ client, audio: audio.port, synthesis: null });
  return { api, body, chat, player, audio };
}

function synthesizedTexts(api: FakeApi): string[] {
  return api.calls('POST', SYNTHESIZE_PATH).map((request) => (request.body as { text: string }).text);
}

describe('speakReplyWhileStreaming', () => {
  it('speaks the first sentence while the reply is still streaming, and the rest when it ends', async () => {
    const { api, body, chat, player, audio } = await setUp();
    const stop = speakReplyWhileStreaming(chat, player, { languageCode: 'es-ES', speed: 1.25 });
    const sent = chat.send('¿Qué tiempo hace?');

    for (const event of [userMessage, start, chunk1, chunk2]) {
      body.push(sseEvent(event));
    }
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    expect(chat.$status.get()).toBe('streaming');
    expect(synthesizedTexts(api)).toEqual(['Hace sol hoy.']);
    expect(api.calls('POST', SYNTHESIZE_PATH)[0]?.body).toMatchObject({ language_code: 'es-ES', message_id: 'ai-message-1' });
    expect(audio.plays[0]).toMatchObject({ text: 'Hace sol hoy.', rate: 1.25 });

    for (const event of [chunk3, chunk4, complete, end]) {
      body.push(sseEvent(event));
    }
    body.close();
    await sent;
    await vi.waitFor(() => expect(synthesizedTexts(api)).toHaveLength(2));
    audio.plays[0]?.finish();
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));
    audio.plays[1]?.finish();
    await vi.waitFor(() => expect(audio.plays).toHaveLength(3));

    expect(audio.plays.map((play) => play.text)).toEqual(['Hace sol hoy.', '¿Quieres salir?', 'Podemos ir al parque.']);
    expect(synthesizedTexts(api)).toEqual(['Hace sol hoy.', '¿Quieres salir?', 'Podemos ir al parque.']);
    stop();
  });

  it('stopping unsubscribes and stops the player', async () => {
    const { api, body, chat, player, audio } = await setUp();
    const stop = speakReplyWhileStreaming(chat, player, { languageCode: 'es-ES' });
    void chat.send('¿Qué tiempo hace?');
    for (const event of [userMessage, start, chunk1, chunk2]) {
      body.push(sseEvent(event));
    }
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    stop();
    for (const event of [chunk3, chunk4, complete, end]) {
      body.push(sseEvent(event));
    }
    body.close();
    await vi.waitFor(() => expect(chat.$status.get()).toBe('idle'));

    expect(audio.plays[0]?.signal.aborted).toBe(true);
    expect(synthesizedTexts(api)).toEqual(['Hace sol hoy.']);
    expect(player.$state.get().status).toBe('idle');
  });

  it('says nothing more of a reply the learner stopped', async () => {
    const { api, body, chat, player, audio } = await setUp();
    speakReplyWhileStreaming(chat, player, { languageCode: 'es-ES' });
    void chat.send('¿Qué tiempo hace?');
    for (const event of [userMessage, start, chunk1, chunk2, chunk3]) {
      body.push(sseEvent(event));
    }
    await vi.waitFor(() => expect(audio.plays).toHaveLength(1));

    chat.stop();
    audio.plays[0]?.finish();
    await vi.waitFor(() => expect(audio.plays).toHaveLength(2));
    audio.plays[1]?.finish();
    await vi.waitFor(() => expect(player.$state.get().status).toBe('idle'));

    expect(synthesizedTexts(api)).toEqual(['Hace sol hoy.', '¿Quieres salir?']);
  });
});
