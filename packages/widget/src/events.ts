import type { TutorChatErrorCode, TutorChatErrorDetail, TutorChatEventMap, TutorChatEventName } from './public-types.js';

/** Prefix of every event `<tutor-chat>` dispatches (they bubble and cross shadow roots). */
export const EVENT_PREFIX = 'tutor-chat:';

/** Dispatches `tutor-chat:{name}` from `target`, bubbling and composed (so listeners on an outer placeholder hear it). */
export function dispatchTutorChatEvent<Name extends TutorChatEventName>(
  target: EventTarget | null,
  name: Name,
  detail: TutorChatEventMap[`tutor-chat:${Name}`]['detail'],
): void {
  target?.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true }));
}

/** Dispatches an event of the SDK's embed session (`createEmbedSession`) as `tutor-chat:{type}` from `target`. */
export function dispatchEmbedEvent(target: EventTarget | null, event: { type: string; detail: unknown }): void {
  target?.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${event.type}`, { detail: event.detail, bubbles: true, composed: true }));
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
