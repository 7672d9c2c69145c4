import type { RequestBody, RequestQuery } from '@parla/contract';
import { call, countUsage, describeCall, gate, type CallContext, type CallOptions } from './call.js';
import { MessageStream, type StreamEventListener } from '../stream/message-stream.js';

/** Options of {@link conversationsNamespace} `sendMessageStream`. */
export interface StreamOptions extends CallOptions {
  /** Called with every event as it arrives. */
  onEvent?: StreamEventListener;
}

/** Conversations and their messages. */
export function conversationsNamespace(context: CallContext) {
  return {
    /** Starts a conversation in a target language and learning mode (rate-limited: 5 an hour). */
    create: (body: RequestBody<'conversations.create'>, options?: CallOptions) => call(context, 'conversations.create', { body }, options),
    /** Lists the learner's conversations, newest first. */
    list: (query?: RequestQuery<'conversations.list'>, options?: CallOptions) => call(context, 'conversations.list', { query }, options),
    /** Lists conversations not yet ended. */
    active: (query?: RequestQuery<'conversations.active'>, options?: CallOptions) =>
      call(context, 'conversations.active', { query }, options),
    /** Lists conversations by last activity, with a preview of the last message. */
    history: (query?: RequestQuery<'conversations.history'>, options?: CallOptions) =>
      call(context, 'conversations.history', { query }, options),
    /** Reads one conversation. */
    get: (id: string, options?: CallOptions) => call(context, 'conversations.get', { params: { id } }, options),
    /** Deletes a conversation and its messages. */
    delete: (id: string, options?: CallOptions) => call(context, 'conversations.delete', { params: { id } }, options),
    /** Reads a page of messages; pass `ordering: '-timestamp'` and `before` to page back (20 a page). */
    messages: (id: string, query?: RequestQuery<'conversations.messages'>, options?: CallOptions) =>
      call(context, 'conversations.messages', { params: { id }, query }, options),
    /** Sends a message and waits for the whole reply. */
    sendMessage: (body: RequestBody<'conversations.sendMessage'>, options?: CallOptions) =>
      call(context, 'conversations.sendMessage', { body }, options),
    /**
     * Sends a message and streams the reply: iterate the result for events as they arrive,
     * or await `result` for the final AI message.
     * @example
     * const stream = client.conversations.sendMessageStream({ conversation_id, message_text: 'Hola' });
     * for await (const event of stream) if (event.type === 'ai_message_chunk') process.stdout.write(event.data.chunk);
     * const reply = await stream.result;
     */
    sendMessageStream(body: RequestBody<'conversations.sendMessageStream'>, options: StreamOptions = {}): MessageStream {
      const stream = new MessageStream(
        (signal) => {
          // A send refused by the rate limit throws here, so the stream has failed as soon as it exists.
          gate(context, 'conversations.sendMessageStream');
          return context.transport.stream(describeCall(context, 'conversations.sendMessageStream', { body }, { ...options, signal }));
        },
        { signal: options.signal, onEvent: options.onEvent },
      );
      stream.result.then(
        () => countUsage(context, 'conversations.sendMessageStream'),
        () => undefined,
      );
      return stream;
    },
    /**
     * Has the tutor write its reply to the learner's message `id` again (their latest, after an edit): the replies after it
     * are replaced, and the new one streams as a send's does (`user_message` is the edited message). Rate-limited and
     * counted as a send.
     */
    regenerateReplyStream(id: string, options: StreamOptions = {}): MessageStream {
      const stream = new MessageStream(
        (signal) => {
          // A send refused by the rate limit throws here, so the stream has failed as soon as it exists.
          gate(context, 'conversations.regenerateReplyStream');
          return context.transport.stream(describeCall(context, 'conversations.regenerateReplyStream', { params: { id } }, { ...options, signal }));
        },
        { signal: options.signal, onEvent: options.onEvent },
      );
      stream.result.then(
        () => countUsage(context, 'conversations.regenerateReplyStream'),
        () => undefined,
      );
      return stream;
    },
    /** Ends a conversation. */
    end: (id: string, options?: CallOptions) => call(context, 'conversations.end', { params: { id } }, options),
    /** Deletes every message of a conversation at once (beyond the spec); answers how many and the conversation now. */
    clear: (id: string, options?: CallOptions) => call(context, 'conversations.clear', { params: { id } }, options),
    /** The conversation with every message, for download. */
    export: (id: string, options?: CallOptions) => call(context, 'conversations.export', { params: { id } }, options),
    /** The recap of a session once it ended or was idle for 30 minutes (beyond the spec); 409 while it is still going. */
    recap: (id: string, options?: CallOptions) => call(context, 'conversations.recap', { params: { id } }, options),
    /** The learner's progress: practice time, messages, streaks, per language and mode. */
    stats: (options?: CallOptions) => call(context, 'conversations.stats', {}, options),
    /** The tutor's greeting and suggested first replies. */
    welcome: (id: string, options?: CallOptions) => call(context, 'conversations.welcome', { params: { id } }, options),
    /** Changes a message's text; empty text is refused with 'Message cannot be empty'. */
    editMessage: (id: string, body: RequestBody<'conversations.editMessage'>, options?: CallOptions) =>
      call(context, 'conversations.editMessage', { params: { id }, body }, options),
    /** The 9 learning modes with their names and descriptions. */
    learningModes: (options?: CallOptions) => call(context, 'conversations.learningModes', {}, options),
    /** Switches a conversation's learning mode. */
    setLearningMode: (id: string, body: RequestBody<'conversations.setLearningMode'>, options?: CallOptions) =>
      call(context, 'conversations.setLearningMode', { params: { id }, body }, options),
  };
}
