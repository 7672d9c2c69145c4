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
 * Machine code of a `tutor-chat:error` a partner can act on: `conversation_not_found`, the `conversation-id` is not one of
 * the learner's conversations (it does not exist, or it is another learner's); the learner is offered a new one.
 */
export type TutorChatErrorCode = 'conversation_not_found';

/** `tutor-chat:error` — something failed that the learner was told about, or the token provider failed. */
export interface TutorChatErrorDetail {
  /** The text shown to the learner (§8 wording). */
  message: string;
  /** Where it came from: a snackbar of the chat, or the partner's `tokenProvider`. */
  source: 'chat' | 'token-provider';
  /** What failed, for a failure a partner can act on. Default: absent (the others). */
  code?: TutorChatErrorCode;
  /** With `conversation_not_found`: the conversation that could not be opened. */
  conversationId?: string;
}

/** `tutor-chat:session-expired` — the session ended (refresh refused); with a `tokenProvider` a new one is requested at once. */
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
