import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message, Preferences } from '@parla/contract';
import { PLAYBACK_SPEED } from '@parla/contract/constants';
import { aConversation, aUser } from '@parla/test-utils';
import { fakeVoiceFactories } from '../test-utils/fake-voice-factories.js';
import type { HandsFreeDetectorStatus, RecorderView, VoiceInputView } from '../voice-shell/voice-views.js';
import type { PlaybackState, VoiceClient } from './types.js';
import { createVoiceOrchestrator } from './voice-orchestrator.js';
import type { VoiceTurnChat } from './voice-orchestrator.js';

const client = { voice: {} } as VoiceClient;
const stream = {} as MediaStream;

function stores() {
  return {
    input: atom<VoiceInputView>({ status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null }),
    playback: atom<PlaybackState>({ status: 'idle', messageId: null, source: null, rate: 1, error: null }),
    recorder: atom<RecorderView>({ status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null }),
    handsFreeDetector: atom<HandsFreeDetectorStatus>('idle'),
  };
}

function setUp(preferences: Preferences | null = null) {
  const fake = fakeVoiceFactories();
  const voiceStores = stores();
  const orchestrator = createVoiceOrchestrator({ client, stores: voiceStores, preferences: atom(preferences), factories: fake.factories });
  return { fake, stores: voiceStores, orchestrator };
}

/** A chat whose `send` resolves when the test says so. */
function aChat(conversation: Conversation | null = aConversation({ target_language: 'it' })) {
  let finishSend: () => void = () => undefined;
  const send = vi.fn((_text: string) => new Promise<Message | null>((resolve) => (finishSend = () => resolve(null))));
  const chat: VoiceTurnChat = { send, $conversation: atom(conversation), $messages: atom([]), $streamingMessage: atom(null) };
  return { chat, send, finishSend: () => finishSend() };
}

describe('createVoiceOrchestrator', () => {
  describe('capture', () => {
    it('records in the language with the context, copies the voice input’s state and resolves with the transcript', async () => {
      const { fake, stores, orchestrator } = setUp();

      const transcript = orchestrator.capture({ languageCode: 'es', context: '¿Qué tal?' });

      expect(fake.captures).toEqual([{ languageCode: 'es', context: '¿Qué tal?', handsFree: undefined }]);
      expect(stores.input.get()).toMatchObject({ status: 'recording', level: 0.4 });
      orchestrator.stopCapture();
      expect(await transcript).toBe('Hola');
      expect(stores.input.get().status).toBe('idle');
    });

    it('records hands-free with the detector of the asset base, reporting it starting, listening, then idle when the recording ends', async () => {
      const { fake, stores, orchestrator } = setUp();
      void orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
      const detector = fake.captures[0]?.handsFree;
      expect(detector).toBeDefined();

      const watching = detector!.watch(stream, () => undefined);
      expect(stores.handsFreeDetector.get()).toBe('starting');
      fake.detectors[0]?.ready();
      const stopWatching = await watching;
      expect(stores.handsFreeDetector.get()).toBe('listening');
      stopWatching();

      expect(stores.handsFreeDetector.get()).toBe('idle');
      expect(fake.detectors[0]?.stopped).toBe(1);
    });

    it('reports failed when the detector cannot start, and rejects the watch so the recorder goes on without it', async () => {
      const { fake, stores, orchestrator } = setUp();
      void orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });

      const watching = fake.captures[0]!.handsFree!.watch(stream, () => undefined);
      fake.detectors[0]?.fail(new Error('no model'));

      await expect(watching).rejects.toThrow('no model');
      expect(stores.handsFreeDetector.get()).toBe('failed');
    });

    it('no longer reports the detector of a cancelled capture', async () => {
      const { fake, stores, orchestrator } = setUp();
      void orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
      const watching = fake.captures[0]!.handsFree!.watch(stream, () => undefined);

      orchestrator.cancelCapture();
      fake.detectors[0]?.ready();
      await watching;

      expect(stores.handsFreeDetector.get()).toBe('idle');
      expect(stores.input.get().status).toBe('idle');
    });

    it('no longer reports the detector of a capture a newer one superseded', async () => {
      const { fake, stores, orchestrator } = setUp();
      void orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
      const oldWatch = fake.captures[0]!.handsFree!.watch(stream, () => undefined);
      fake.detectors[0]?.ready();
      const stopOld = await oldWatch;

      void orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
      void fake.captures[1]!.handsFree!.watch(stream, () => undefined);
      expect(stores.handsFreeDetector.get()).toBe('starting');
      stopOld();

      expect(stores.handsFreeDetector.get()).toBe('starting');
    });

    it('makes one detector per asset base, shared by the preload and every recording', async () => {
      const { fake, orchestrator } = setUp();

      await orchestrator.preloadHandsFree('/vad/');
      void orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
      void orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
      await orchestrator.preloadHandsFree('/other/');

      expect(fake.detectors.map((detector) => [detector.assetBase, detector.preloads])).toEqual([
        ['/vad/', 1],
        ['/other/', 1],
      ]);
      expect(fake.made.voiceInputs).toBe(1);
    });
  });

  describe('preloadHandsFree', () => {
    it('logs a failed preload and resolves, so hands-free loads the detector when recording', async () => {
      const { fake, orchestrator } = setUp();
      await orchestrator.preloadHandsFree('/vad/');
      fake.detectors[0]!.preloadFails = true;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      await expect(orchestrator.preloadHandsFree('/vad/')).resolves.toBeUndefined();

      expect(warn).toHaveBeenCalledTimes(1);
      expect(fake.detectors[0]?.preloads).toBe(2);
    });
  });

  describe('speaking', () => {
    it('speaks messages and texts with one player, copying its state, and stops it', async () => {
      const { fake, stores, orchestrator } = setUp();

      await orchestrator.speakMessage({ id: 'm1', message_text: 'Hola' }, { languageCode: 'es' });
      expect(stores.playback.get()).toMatchObject({ status: 'playing', messageId: 'm1' });
      await orchestrator.speakText('Adiós', { languageCode: 'es', messageId: 'm2' });
      orchestrator.stopSpeaking();

      expect(fake.spoken.map((item) => item.text)).toEqual(['Hola', 'Adiós']);
      expect(stores.playback.get().status).toBe('idle');
      expect(fake.made.players).toBe(1);
    });
  });

  describe('sendAndSpeakReply', () => {
    it('speaks the reply in the conversation’s language with the learner’s voice and speed, and sends the transcript', async () => {
      const { fake, orchestrator } = setUp({ ...aUser().preferences, voice_preference: 'male', playback_speed: 1.5 });
      const { chat, send, finishSend } = aChat();

      const turn = orchestrator.sendAndSpeakReply(chat, 'Fui a la playa');
      finishSend();
      await turn;

      expect(send).toHaveBeenCalledWith('Fui a la playa');
      expect(fake.replies.map((reply) => reply.options)).toEqual([{ languageCode: 'it', voice: 'male', speed: 1.5 }]);
    });

    it('falls back to the learner’s target language, then English, the female voice and the default speed', async () => {
      const { fake, orchestrator } = setUp(null);
      const { chat, finishSend } = aChat(null);

      const turn = orchestrator.sendAndSpeakReply(chat, 'Hello');
      finishSend();
      await turn;

      expect(fake.replies[0]?.options).toEqual({ languageCode: 'en', voice: 'female', speed: PLAYBACK_SPEED.default });
    });

    it('keeps following the reply while it plays, and stops once playback is quiet', async () => {
      const { fake, orchestrator } = setUp();
      const { chat, finishSend } = aChat();
      const turn = orchestrator.sendAndSpeakReply(chat, 'Fui a la playa');
      await orchestrator.speakText('Genial.', { languageCode: 'it' });

      finishSend();
      await turn;
      expect(fake.replies[0]?.stopped).toBe(false);
      fake.playback.set({ ...fake.playback.get(), status: 'idle' });

      expect(fake.replies[0]?.stopped).toBe(true);
    });

    it('stops following at once when nothing plays after the send (so replies to typed messages stay silent)', async () => {
      const { fake, orchestrator } = setUp();
      const { chat, finishSend } = aChat();

      const turn = orchestrator.sendAndSpeakReply(chat, 'Fui a la playa');
      expect(fake.replies[0]?.stopped).toBe(false);
      finishSend();
      await turn;

      expect(fake.replies[0]?.stopped).toBe(true);
    });

    it('stopReply stops following the reply and speaking', async () => {
      const { fake, stores, orchestrator } = setUp();
      const { chat } = aChat();
      void orchestrator.sendAndSpeakReply(chat, 'Fui a la playa');
      await orchestrator.speakText('Genial.', { languageCode: 'it' });

      orchestrator.stopReply();

      expect(fake.replies[0]?.stopped).toBe(true);
      expect(stores.playback.get().status).toBe('idle');
    });

    it('a new turn stops following the previous reply', () => {
      const { fake, orchestrator } = setUp();

      void orchestrator.sendAndSpeakReply(aChat().chat, 'Uno');
      void orchestrator.sendAndSpeakReply(aChat().chat, 'Dos');

      expect(fake.replies.map((reply) => reply.stopped)).toEqual([true, false]);
    });

    it('still sends the transcript when the reply cannot be spoken', async () => {
      const { fake, orchestrator } = setUp();
      fake.failReplies();
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { chat, send, finishSend } = aChat();

      const turn = orchestrator.sendAndSpeakReply(chat, 'Fui a la playa');
      finishSend();
      await turn;

      expect(send).toHaveBeenCalledWith('Fui a la playa');
      expect(error).toHaveBeenCalledTimes(1);
    });
  });

  describe('practice flows', () => {
    it('makes each pronunciation practice with the client and the session’s one recorder, whose state it copies', () => {
      const { fake, stores, orchestrator } = setUp();

      orchestrator.pronunciationPractice();
      orchestrator.pronunciationPractice();
      fake.recorderState.set({ status: 'recording', level: 0.5, elapsedMs: 2000, maxDurationMs: 60_000, error: null });

      expect(fake.practices).toHaveLength(2);
      expect(fake.practices[0]?.client).toBe(client);
      expect(fake.practices[1]?.recorder).toBe(fake.practices[0]?.recorder);
      expect(fake.made.recorders).toBe(1);
      expect(stores.recorder.get()).toMatchObject({ status: 'recording', elapsedMs: 2000 });
    });

    it('makes each listening exercise with the client', () => {
      const { fake, orchestrator } = setUp();

      orchestrator.listeningExercise();

      expect(fake.exercises).toEqual([{ client }]);
    });
  });
});
