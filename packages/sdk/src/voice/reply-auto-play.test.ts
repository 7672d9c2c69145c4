import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@parla/contract';
import { aConversation, aPage, buildChatStream, controlledBody, fakeApi, json, sseEvent, sseResponse, testClient, validTokens } from '@parla/test-utils';
import type { ControlledBody } from '@parla/test-utils';
import { createChatSession } from '../state/chat-session.js';
import { speakReplyWhileStreaming } from './reply-speaker.js';
import type { SpeakOptions, SpeechPlayer } from './types.js';
import { followRepliesAloud } from './reply-auto-play.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const silentLogger = { error: () => undefined, info: () => undefined };

/** A speech player that records the sentences queued on it and its stops, in order. */
function fakePlayer() {
  const said: Array<{ text: string; voice?: string; speed?: number }> = [];
  const events: string[] = [];
  const player = {
    enqueueText: (text: string, options: SpeakOptions) => {
      said.push({ text, voice: options.voice, speed: options.speed });
      events.push(`say ${text}`);
    },
    stop: () => events.push('stop'),
  } as unknown as SpeechPlayer;
  return { player, said, events };
}

/** Two turns whose replies stream from bodies the test feeds. */
async function setUp(on: boolean) {
  const api = fakeApi();
  const bodies: ControlledBody[] = [controlledBody(), controlledBody()];
  let turn = 0;
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '¡Hola!', suggestions: [] }));
  api.on('POST', STREAM_PATH, () => sseResponse(bodies[turn++]!.body));
  const { client } = testClient(api, { tokens: validTokens(), rateLimiter: false });
  const chat = createChatSession({ client, logger: silentLogger });
  await chat.open('conversation-1');
  const { player, said, events } = fakePlayer();
  const enabled = atom(on);
  const autoPlay = followRepliesAloud({
    chat,
    enabled,
    speakReply: async (followed, options) => speakReplyWhileStreaming(followed, player, options),
    speakOptions: () => ({ languageCode: 'es', voice: 'male', speed: 0.75 }),
  });
  return { chat, bodies, said, events, enabled, autoPlay };
}

function streamOf(userText: string, aiText: string, chunks: string[], ids: { user: string; ai: string }): StreamEvent[] {
  return buildChatStream({ userText, aiText, chunks, userMessageId: ids.user, aiMessageId: ids.ai });
}

const first = streamOf('¿Qué tiempo hace?', 'Hace sol hoy. ¿Quieres salir? Podemos ir al parque.', ['Hace sol', ' hoy. ¿Quie', 'res salir? Podemos', ' ir al parque.'], {
  user: 'user-1',
  ai: 'ai-1',
});
const second = streamOf('Sí, vamos.', '¡Genial! Nos vemos allí.', ['¡Genial!', ' Nos vemos', ' allí.'], { user: 'user-2', ai: 'ai-2' });

/** Feeds `count` events of `events` (from `from`) to `body`. */
function feed(body: ControlledBody, events: StreamEvent[], from: number, count: number): void {
  for (const event of events.slice(from, from + count)) {
    body.push(sseEvent(event));
  }
}

describe('followRepliesAloud', () => {
  it('reads a typed message’s reply sentence by sentence as the chunks arrive, before the stream ends, with the learner’s voice and speed', async () => {
    const { chat, bodies, said, autoPlay } = await setUp(true);
    const sent = chat.send('¿Qué tiempo hace?');

    // user message, start, and the first two chunks: the first sentence is complete.
    feed(bodies[0]!, first, 0, 4);
    await vi.waitFor(() => expect(said.map((entry) => entry.text)).toEqual(['Hace sol hoy.']));
    expect(chat.$status.get()).toBe('streaming');
    expect(said[0]).toEqual({ text: 'Hace sol hoy.', voice: 'male', speed: 0.75 });

    feed(bodies[0]!, first, 4, 1);
    await vi.waitFor(() => expect(said.map((entry) => entry.text)).toEqual(['Hace sol hoy.', '¿Quieres salir?']));
    expect(chat.$status.get()).toBe('streaming');

    feed(bodies[0]!, first, 5, 10);
    bodies[0]!.close();
    await sent;
    await vi.waitFor(() => expect(said.map((entry) => entry.text)).toEqual(['Hace sol hoy.', '¿Quieres salir?', 'Podemos ir al parque.']));
    autoPlay.stop();
  });

  it('reads nothing while auto-play is off', async () => {
    const { chat, bodies, said, autoPlay } = await setUp(false);
    const sent = chat.send('¿Qué tiempo hace?');
    feed(bodies[0]!, first, 0, first.length);
    bodies[0]!.close();
    await sent;

    expect(chat.$messages.get().at(-1)?.message_text).toBe('Hace sol hoy. ¿Quieres salir? Podemos ir al parque.');
    expect(said).toEqual([]);
    autoPlay.stop();
  });

  it('stops the reply being read when the learner sends again, and reads the new reply', async () => {
    const { chat, bodies, said, events, autoPlay } = await setUp(true);
    const firstSent = chat.send('¿Qué tiempo hace?');
    feed(bodies[0]!, first, 0, 4);
    await vi.waitFor(() => expect(said).toHaveLength(1));
    feed(bodies[0]!, first, 4, 10);
    bodies[0]!.close();
    await firstSent;
    await vi.waitFor(() => expect(said).toHaveLength(3));

    const secondSent = chat.send('Sí, vamos.');
    feed(bodies[1]!, second, 0, 4);
    await vi.waitFor(() => expect(said.map((entry) => entry.text)).toContain('¡Genial!'));

    // The first reply's reading was stopped before the second's first sentence was queued.
    expect(events.slice(0, 5)).toEqual(['say Hace sol hoy.', 'say ¿Quieres salir?', 'say Podemos ir al parque.', 'stop', 'say ¡Genial!']);
    feed(bodies[1]!, second, 4, 10);
    bodies[1]!.close();
    await secondSent;
    await vi.waitFor(() => expect(said.map((entry) => entry.text).slice(3)).toEqual(['¡Genial!', 'Nos vemos allí.']));
    autoPlay.stop();
  });

  it('interrupting (the learner types or records) stops the reply; the rest of it is not read', async () => {
    const { chat, bodies, said, events, autoPlay } = await setUp(true);
    const sent = chat.send('¿Qué tiempo hace?');
    feed(bodies[0]!, first, 0, 4);
    await vi.waitFor(() => expect(said).toHaveLength(1));

    autoPlay.interrupt();
    feed(bodies[0]!, first, 4, 10);
    bodies[0]!.close();
    await sent;

    expect(events).toEqual(['say Hace sol hoy.', 'stop']);
    autoPlay.stop();
  });

  it('turning auto-play off stops the reply being read', async () => {
    const { chat, bodies, said, events, enabled, autoPlay } = await setUp(true);
    const sent = chat.send('¿Qué tiempo hace?');
    feed(bodies[0]!, first, 0, 4);
    await vi.waitFor(() => expect(said).toHaveLength(1));

    enabled.set(false);
    feed(bodies[0]!, first, 4, 10);
    bodies[0]!.close();
    await sent;

    expect(events).toEqual(['say Hace sol hoy.', 'stop']);
    autoPlay.stop();
  });
});
