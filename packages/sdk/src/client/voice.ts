import type { RequestBody } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Speech: transcription, synthesis, pronunciation, listening exercises. */
export function voiceNamespace(context: CallContext) {
  return {
    /** Turns base64 WAV audio into text (language default en-US, 48 kHz). */
    transcribe: (body: RequestBody<'voice.transcribe'>, options?: CallOptions) => call(context, 'voice.transcribe', { body }, options),
    /** Speaks text with a female (default) or male voice. */
    synthesize: (body: RequestBody<'voice.synthesize'>, options?: CallOptions) => call(context, 'voice.synthesize', { body }, options),
    /** Speaks a stored message (cached per message and voice). */
    synthesizeMessage: (body: RequestBody<'voice.synthesizeMessage'>, options?: CallOptions) =>
      call(context, 'voice.synthesizeMessage', { body }, options),
    /** Scores a recording against the text that was read. */
    pronunciation: (body: RequestBody<'voice.pronunciation'>, options?: CallOptions) =>
      call(context, 'voice.pronunciation', { body }, options),
    /** Makes a listening exercise from a text (difficulty default beginner). */
    listeningExercise: (body: RequestBody<'voice.listeningExercise'>, options?: CallOptions) =>
      call(context, 'voice.listeningExercise', { body }, options),
    /**
     * Makes a listening exercise (gaps or a dictation) of a short text the server picks for the language and level, not
     * one of `exclude` (text ids the learner heard lately) nor one the learner just read in a conversation.
     */
    levelListeningExercise: (body: RequestBody<'voice.levelListeningExercise'>, options?: CallOptions) =>
      call(context, 'voice.levelListeningExercise', { body }, options),
    /** Checks the answers to a listening exercise (a dictation graded per word). */
    checkListeningExercise: (id: string, body: RequestBody<'voice.checkListeningExercise'>, options?: CallOptions) =>
      call(context, 'voice.checkListeningExercise', { params: { id }, body }, options),
    /** What the server can do with speech, per language. */
    capabilities: (options?: CallOptions) => call(context, 'voice.capabilities', {}, options),
    /** Voice requests used today against the quota. */
    usage: (options?: CallOptions) => call(context, 'voice.usage', {}, options),
    /** The state of the speech engines. */
    health: (options?: CallOptions) => call(context, 'voice.health', {}, options),
  };
}
