import type { Message } from '@parla/react/chat';

/** Prefix of every event `<tutor-chat>` dispatches (they bubble and cross shadow roots). */
export const EVENT_PREFIX = 'tutor-chat:';

/** `tutor-chat:ready` — the chat is open and usable: signed in, terms accepted, conversation loaded. */
export interface TutorChatReadyDetail {
  /** The open conversation. */
  conversationId: string;
  /** The signed-in learner's Parla id. */
  userId: string;
}

/** `tutor-chat:message` — the tutor finished a reply. */
export interface TutorChatMessageDetail {
  conversationId: string;
  /** The reply (`sender: 'ai'`, `status: 'delivered'`). */
  message: Message;
}

/**
 * Machine code of a `tutor-chat:error`, what failed:
 * - `conversation_not_found`: the `conversation-id` is not one of the learner's conversations (it does not exist, or it
 *   is another learner's); the learner is offered a new one.
 * - `token_provider_failed`: the partner's `tokenProvider` threw or rejected; `token_provider_timeout`: it did not settle
 *   within the HTTP timeout (30 s).
 * - `session_rejected`: the server refused the session the `tokenProvider` gave (a token of another server, a bad
 *   signature, not a token at all), or refused its renewals again and again.
 * - `start_failed`: the learner's profile or conversation could not be loaded (the API cannot be reached, a server error).
 * - `send_failed`: a message could not be sent; `load_failed`: the open conversation could not be loaded.
 * - `voice_failed`: voice input failed (no microphone, access denied, the transcription failed).
 * - `invalid_attribute`: an attribute's value is not one of its documented values; its default applies.
 */
export type TutorChatErrorCode =
  | 'conversation_not_found'
  | 'token_provider_failed'
  | 'token_provider_timeout'
  | 'session_rejected'
  | 'start_failed'
  | 'send_failed'
  | 'load_failed'
  | 'voice_failed'
  | 'invalid_attribute';

/** `tutor-chat:error` — something failed that the learner was told about (once per failure), or an attribute was invalid. */
export interface TutorChatErrorDetail {
  /** The text the learner was told, in English (§8 wording), or what is wrong with the attribute. */
  message: string;
  /** Where it came from: the chat, the partner's `tokenProvider` (and the session it gave), or an attribute. */
  source: 'chat' | 'token-provider' | 'attribute';
  /** What failed. Default: absent (a failure shown in a snackbar, e.g. saving the preferences). */
  code?: TutorChatErrorCode;
  /** With `conversation_not_found`: the conversation that could not be opened. */
  conversationId?: string;
}

/**
 * `tutor-chat:session-expired` — the session ended (refresh refused). With a `tokenProvider`, a session that worked is
 * renewed (at once, then after 1 s and 3 s); one refused before it ever worked, or a fourth expiry within a minute, is not.
 */
export interface TutorChatSessionExpiredDetail {
  /** Whether the widget is asking `tokenProvider` for a fresh session. */
  renewing: boolean;
}

/** `tutor-chat:quota-warning` — a daily or monthly quota reached its warning threshold (80 %). */
export interface TutorChatQuotaWarningDetail {
  /** The counter, e.g. `daily.messages` or `monthly.totalRequests`. */
  counter: string;
  used: number;
  limit: number;
  /** `used / limit`. */
  fraction: number;
}

/** Every event of `<tutor-chat>` with its `detail`. */
export interface TutorChatEventMap {
  'tutor-chat:ready': CustomEvent<TutorChatReadyDetail>;
  'tutor-chat:message': CustomEvent<TutorChatMessageDetail>;
  'tutor-chat:error': CustomEvent<TutorChatErrorDetail>;
  'tutor-chat:session-expired': CustomEvent<TutorChatSessionExpiredDetail>;
  'tutor-chat:quota-warning': CustomEvent<TutorChatQuotaWarningDetail>;
}

/** Name of one event, without the prefix. */
export type TutorChatEventName = keyof TutorChatEventMap extends `tutor-chat:${infer Name}` ? Name : never;

/** Dispatches `tutor-chat:{name}` from `target`, bubbling and composed (so listeners on an outer placeholder hear it). */
export function dispatchTutorChatEvent<Name extends TutorChatEventName>(
  target: EventTarget | null,
  name: Name,
  detail: TutorChatEventMap[`tutor-chat:${Name}`]['detail'],
): void {
  target?.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true }));
}

/** Reports a failure as `tutor-chat:error`: the error's message (or the text itself), its code and where it came from. */
export function reportError(
  target: EventTarget | null,
  error: unknown,
  code?: TutorChatErrorCode,
  source: TutorChatErrorDetail['source'] = 'chat',
  detail?: Pick<TutorChatErrorDetail, 'conversationId'>,
): void {
  dispatchTutorChatEvent(target, 'error', { message: error instanceof Error ? error.message : String(error), source, code, ...detail });
}
