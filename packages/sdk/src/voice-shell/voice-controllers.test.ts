import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@parla/contract';
import { aConversation, aUser } from '@parla/test-utils';
import { fakeVoiceFactories } from '../test-utils/fake-voice-factories.js';
import type { VoiceClient } from '../voice/types.js';
import { createVoiceOrchestrator } from '../voice/voice-orchestrator.js';
import type { VoiceTurnChat } from '../voice/voice-orchestrator.js';
import { lazyListeningExercise } from './lazy-listening-exercise.js';
import { lazyPronunciationPractice } from './lazy-pronunciation-practice.js';
import { createVoiceControllers } from './voice-controllers.js';
import type { VoiceModule } from './voice-controllers.js';
import { voiceControllersOf } from './voice-controllers-of.js';

const client = { voice: {} } as VoiceClient;

/** A voice module with fake factories, whose loading the test releases (`finishLoading`) or fails (`failLoading`). */
function slowVoiceModule() {
  const fake = fakeVoiceFactories();
  const module: VoiceModule = { createVoiceOrchestrator: (options) => createVoiceOrchestrator({ ...options, factories: fake.factories }) };
  let settle: { resolve: (value: VoiceModule) => void; reject: (error: Error) => void } | null = null;
  const load = vi.fn(() => new Promise<VoiceModule>((resolve, reject) => (settle = { resolve, reject })));
  return { fake, load, finishLoading: () => settle?.resolve(module), failLoading: () => settle?.reject(new Error('chunk failed')) };
}

/** A voice module with fake factories that loads at once. */
function voiceModule() {
  const fake = fakeVoiceFactories();
  const module: VoiceModule = { createVoiceOrchestrator: (options) => createVoiceOrchestrator({ ...options, factories: fake.factories }) };
  return { fake, load: vi.fn(() => Promise.resolve(module)) };
}

function aChat() {
  const send = vi.fn(async (_text: string): Promise<Message | null> => null);
  const chat: VoiceTurnChat = { send, $conversation: atom(aConversation()), $messages: atom([]), $streamingMessage: atom(null) };
  return { chat, send };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createVoiceControllers', () => {
  it('loads no voice code until a voice feature is used', async () => {
    const { load } = voiceModule();
    const voice = createVoiceControllers({ client, load });

    voice.setHandsFree(false, '/vad/');
    await voice.preloadHandsFree('/vad/');
    voice.stopCapture();
    voice.cancelCapture();
    voice.stopSpeaking();
    voice.stopReply();

    expect(load).not.toHaveBeenCalled();
    expect(voice.input.get().status).toBe('idle');
    expect(voice.playback.get().status).toBe('idle');
    expect(voice.recorder.get().status).toBe('idle');
  });

  it('loads the voice code once for every feature', async () => {
    const { fake, load } = voiceModule();
    const voice = createVoiceControllers({ client, load });

    await voice.speakMessage({ id: 'm1', message_text: 'Hola' }, { languageCode: 'es' });
    void voice.capture({ languageCode: 'es' });
    await settle();

    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.spoken.map((item) => item.text)).toEqual(['Hola']);
    expect(voice.playback.get()).toMatchObject({ status: 'playing', messageId: 'm1' });
    expect(voice.input.get().status).toBe('recording');
  });

  describe('capture', () => {
    it('shows requesting at once, while the voice code loads, then records', async () => {
      const { fake, load, finishLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });

      const transcript = voice.capture({ languageCode: 'es', context: '¿Qué tal?' });
      expect(voice.input.get().status).toBe('requesting');
      finishLoading();
      await settle();
      expect(fake.captures).toEqual([{ languageCode: 'es', context: '¿Qué tal?', handsFree: undefined }]);
      voice.stopCapture();

      expect(await transcript).toBe('Hola');
    });

    it('a capture cancelled while the voice code loads never records', async () => {
      const { fake, load, finishLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });

      const transcript = voice.capture({ languageCode: 'es' });
      voice.cancelCapture();
      expect(voice.input.get().status).toBe('idle');
      finishLoading();

      expect(await transcript).toBeNull();
      expect(fake.captures).toEqual([]);
    });

    it('a newer capture replaces one waiting for the voice code', async () => {
      const { fake, load, finishLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });

      const first = voice.capture({ languageCode: 'es' });
      void voice.capture({ languageCode: 'it' });
      finishLoading();

      expect(await first).toBeNull();
      expect(fake.captures.map((capture) => capture.languageCode)).toEqual(['it']);
    });

    it('shows the load error when the voice code cannot be loaded, and tries again on the next capture', async () => {
      const { fake, load, finishLoading, failLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

      const failed = voice.capture({ languageCode: 'es' });
      failLoading();
      expect(await failed).toBeNull();
      expect(voice.input.get()).toMatchObject({ status: 'error', error: { kind: 'load' } });
      expect(error).toHaveBeenCalledTimes(1);

      void voice.capture({ languageCode: 'es' });
      finishLoading();
      await settle();

      expect(load).toHaveBeenCalledTimes(2);
      expect(fake.captures).toHaveLength(1);
      expect(voice.input.get().status).toBe('recording');
    });

    it('cancel drops the recording under way once the voice code has loaded', async () => {
      const { fake, load } = voiceModule();
      const voice = createVoiceControllers({ client, load });
      const transcript = voice.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
      await settle();
      void fake.captures[0]!.handsFree!.watch({} as MediaStream, () => undefined);
      expect(voice.handsFreeDetector.get()).toBe('starting');

      voice.cancelCapture();

      expect(await transcript).toBeNull();
      expect(voice.input.get().status).toBe('idle');
      expect(voice.handsFreeDetector.get()).toBe('idle');
    });
  });

  describe('hands-free', () => {
    it('preloads the detector when hands-free is switched on, once per asset base', async () => {
      const { fake, load } = voiceModule();
      const voice = createVoiceControllers({ client, load });

      voice.setHandsFree(true, '/vad/');
      await voice.preloadHandsFree('/vad/');

      expect(voice.handsFree.get()).toBe(true);
      expect(fake.detectors.map((detector) => [detector.assetBase, detector.preloads])).toEqual([['/vad/', 2]]);
    });

    it('does not load the detector while hands-free is off', async () => {
      const { fake, load } = voiceModule();
      const voice = createVoiceControllers({ client, load });

      voice.setHandsFree(false, '/vad/');
      await voice.preloadHandsFree('/vad/');

      expect(fake.detectors).toEqual([]);
    });

    it('preloads from where hands-free was last switched on when no asset base is given', async () => {
      const { fake, load } = voiceModule();
      const voice = createVoiceControllers({ client, load });
      voice.setHandsFree(true, '/tutor/vad/');

      await voice.preloadHandsFree();

      expect(fake.detectors.map((detector) => [detector.assetBase, detector.preloads])).toEqual([['/tutor/vad/', 2]]);
    });

    it('logs a voice code that cannot be loaded and resolves', async () => {
      const { load, failLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });
      voice.handsFree.set(true);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      const preloading = voice.preloadHandsFree('/vad/');
      failLoading();

      await expect(preloading).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe('speaking', () => {
    it('rejects when the voice code cannot be loaded', async () => {
      const { load, failLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });

      const speaking = voice.speakMessage({ id: 'm1', message_text: 'Hola' }, { languageCode: 'es' });
      failLoading();

      await expect(speaking).rejects.toThrow('chunk failed');
    });

    it('speakReply resolves to the function that stops following the reply', async () => {
      const { fake, load } = voiceModule();
      const voice = createVoiceControllers({ client, load });

      const stop = await voice.speakReply(aChat().chat, { languageCode: 'es', voice: 'male', speed: 2 });
      stop();

      expect(fake.replies).toEqual([{ options: { languageCode: 'es', voice: 'male', speed: 2 }, stopped: true }]);
    });
  });

  describe('sendAndSpeakReply', () => {
    it('sends the transcript and speaks the reply with the learner’s preferences', async () => {
      const { fake, load } = voiceModule();
      const preferences = atom({ ...aUser().preferences, voice_preference: 'male' as const, playback_speed: 0.75 });
      const voice = createVoiceControllers({ client, load, preferences });
      const { chat, send } = aChat();

      await voice.sendAndSpeakReply(chat, 'Fui a la playa');

      expect(send).toHaveBeenCalledWith('Fui a la playa');
      expect(fake.replies[0]?.options).toEqual({ languageCode: 'es', voice: 'male', speed: 0.75 });
    });

    it('still sends when the voice code cannot be loaded', async () => {
      const { load, failLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { chat, send } = aChat();

      const turn = voice.sendAndSpeakReply(chat, 'Fui a la playa');
      failLoading();
      await turn;

      expect(send).toHaveBeenCalledWith('Fui a la playa');
    });

    it('a turn stopped while the voice code loads (the chat closed) sends without speaking', async () => {
      const { fake, load, finishLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });
      const { chat, send } = aChat();

      const turn = voice.sendAndSpeakReply(chat, 'Fui a la playa');
      voice.stopReply();
      finishLoading();
      await turn;

      expect(send).toHaveBeenCalledWith('Fui a la playa');
      expect(fake.replies).toEqual([]);
    });
  });

  describe('practice flows', () => {
    it('makes a pronunciation practice per view with the client and the session’s recorder once the voice code has loaded', async () => {
      const { fake, load } = voiceModule();
      const voice = createVoiceControllers({ client, load });
      const practice = lazyPronunciationPractice(voice);
      const other = lazyPronunciationPractice(voice);
      expect(practice.state.get()).toEqual({ status: 'idle' });

      await practice.get();
      await other.get();

      expect(fake.practices).toHaveLength(2);
      expect(fake.practices[0]?.client).toBe(client);
      expect(fake.practices[1]?.recorder).toBe(fake.practices[0]?.recorder);
    });

    it('says load in the flows’ states when the voice code cannot be loaded', async () => {
      const { load, failLoading } = slowVoiceModule();
      const voice = createVoiceControllers({ client, load });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const practice = lazyPronunciationPractice(voice);
      const listening = lazyListeningExercise(voice);

      const gettingPractice = practice.get();
      const gettingListening = listening.get();
      failLoading();

      expect(await gettingPractice).toBeNull();
      expect(await gettingListening).toBeNull();
      expect(practice.state.get()).toEqual({ status: 'error', error: { kind: 'load' } });
      expect(listening.state.get()).toEqual({ status: 'error', error: { kind: 'load' }, exercise: null });
    });
  });
});

describe('voiceControllersOf', () => {
  it('gives one set of controllers per session, with the session’s client and preferences', async () => {
    const { fake, load } = voiceModule();
    const session = { client: client as never, profile: { $preferences: atom({ ...aUser().preferences, voice_preference: 'male' as const }) } as never };

    const voice = voiceControllersOf(session, load);
    await voice.sendAndSpeakReply(aChat().chat, 'Hola');

    expect(voiceControllersOf(session, load)).toBe(voice);
    expect(voiceControllersOf({ ...session }, load)).not.toBe(voice);
    expect(fake.practices).toEqual([]);
    expect(fake.replies[0]?.options.voice).toBe('male');
  });
});

describe('autoPlay', () => {
  it('reads each new reply with the conversation’s language and the learner’s voice and speed only while the preference is on; a spoken turn is then read once', async () => {
    const { fake, load } = voiceModule();
    const preferences = atom({ ...aUser().preferences, voice_preference: 'male' as const, playback_speed: 1.5, auto_play_replies: false });
    const voice = createVoiceControllers({ client, load, preferences });
    const { chat, send } = aChat();
    const streaming = chat.$streamingMessage as ReturnType<typeof atom<Message | null>>;
    const autoPlay = voice.autoPlay(chat);
    const reply = (id: string): Message => ({ id, conversation_id: 'conversation-1', sender: 'ai', message_text: 'Hola.', timestamp: '2025-01-15T10:00:00.000Z', status: 'processing', edited_at: null });

    streaming.set(reply('ai-1'));
    streaming.set(null);
    await settle();
    expect(load).not.toHaveBeenCalled();

    preferences.set({ ...preferences.get(), auto_play_replies: true });
    expect(voice.$autoPlay.get()).toBe(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.replies).toEqual([]);
    await voice.sendAndSpeakReply(chat, 'Fui a la playa');
    streaming.set(reply('ai-2'));
    await settle();

    expect(send).toHaveBeenCalledWith('Fui a la playa');
    expect(fake.replies).toEqual([{ options: { languageCode: 'es', voice: 'male', speed: 1.5 }, stopped: false }]);
    voice.stopReply();
    expect(fake.replies[0]?.stopped).toBe(true);
    autoPlay.stop();
  });
});
