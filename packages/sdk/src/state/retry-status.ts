import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { RETRY_STATUS_MESSAGE, formatMessage } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import { systemClock } from '../ports.js';
import type { Clock } from '../ports.js';
import type { RetryEvent } from '../transport/transport.js';
import { SESSION_MESSAGE_KEYS } from './message-keys.js';
import { RETRY_TOPIC_TEXT, retryTopic } from './retry-topic.js';
import type { RetryTopic } from './retry-topic.js';

/** The request being retried (§4 'Retrying {id}' with attempt counts). */
export interface RetryStatus {
  /** Identifies the request across its attempts. */
  id: string;
  /** The call's name, e.g. `conversations.sendMessage`. */
  label: string;
  /** What the call is about, in a learner's terms, e.g. `message`; a view translates it to fill `{id}`. */
  topic: RetryTopic;
  /** Which retry this is, from 1. */
  attempt: number;
  /** How many retries the policy allows. */
  retries: number;
  /** How long until the retry is sent. */
  delayMs: number;
  /** 'Retrying {id} (attempt n of m)', `{id}` being the topic's English words: 'Retrying your message (attempt 1 of 3)'. */
  text: string;
  /** Message id a view may translate instead of `text`. */
  key: string;
  /** Values of the `key` message's placeholders (`id`: the topic's English words). */
  values: { id: string; attempt: number; retries: number };
}

/** Options of {@link createRetryStatus}. */
export interface RetryStatusOptions {
  /** The client whose retries are shown; with `onRetrySettled` the status clears as soon as the call settles. */
  client: Pick<ParlaClient, 'onRetry'> & Partial<Pick<ParlaClient, 'onRetrySettled'>>;
  /** Times the clearing. Default: `systemClock`. */
  clock?: Clock;
  /** Only for a client without `onRetrySettled`: how long after the retry is sent the status stays. Default 2000 ms. */
  graceMs?: number;
}

/** The status line of retried requests. */
export interface RetryStatusStore {
  /** The latest retry, or null once its call has settled (succeeded or failed for good). */
  readonly $retryStatus: ReadableAtom<RetryStatus | null>;
  /** Stops listening to the client. */
  destroy(): void;
}

/** The status text of a retry: 'Retrying {id}' filled with what the call is about, plus ' (attempt n of m)'. */
export function retryStatusText(event: Pick<RetryEvent, 'label' | 'attempt' | 'retries'>): string {
  return `${formatMessage(RETRY_STATUS_MESSAGE, { id: RETRY_TOPIC_TEXT[retryTopic(event.label)] })} (attempt ${event.attempt} of ${event.retries})`;
}

/**
 * Follows `client.onRetry`: each retry replaces the status, which clears when `client.onRetrySettled` reports that
 * call settled, in success or final failure (a client without it: once the retry was sent and had `graceMs` to answer).
 * @example
 * const retry = createRetryStatus({ client });
 * retry.$retryStatus.subscribe((status) => statusLine.textContent = status?.text ?? '');
 */
export function createRetryStatus(options: RetryStatusOptions): RetryStatusStore {
  const { client } = options;
  const clock = options.clock ?? systemClock;
  const graceMs = options.graceMs ?? 2000;
  const $retryStatus = atom<RetryStatus | null>(null);
  let timer: unknown = null;

  function stopTimer(): void {
    if (timer !== null) {
      clock.clearTimeout(timer);
      timer = null;
    }
  }

  const unsubscribe = client.onRetry((event) => {
    stopTimer();
    const topic = retryTopic(event.label);
    $retryStatus.set({
      id: event.id,
      label: event.label,
      topic,
      attempt: event.attempt,
      retries: event.retries,
      delayMs: event.delayMs,
      text: retryStatusText(event),
      key: SESSION_MESSAGE_KEYS.retryStatus,
      values: { id: RETRY_TOPIC_TEXT[topic], attempt: event.attempt, retries: event.retries },
    });
    if (!client.onRetrySettled) {
      timer = clock.setTimeout(() => {
        timer = null;
        $retryStatus.set(null);
      }, event.delayMs + graceMs);
    }
  });
  const unsubscribeSettled = client.onRetrySettled?.((event) => {
    if ($retryStatus.get()?.id === event.id) {
      $retryStatus.set(null);
    }
  });

  return {
    $retryStatus,
    destroy() {
      unsubscribe();
      unsubscribeSettled?.();
      stopTimer();
    },
  };
}
