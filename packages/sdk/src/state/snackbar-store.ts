import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { SNACKBAR_TIMEOUT_MS, SNACKBAR_TYPES } from '@parla/contract/constants';
import type { SnackbarType } from '@parla/contract/constants';
import { systemClock } from '../ports.js';
import type { Clock } from '../ports.js';

/** A button on a snackbar. */
export interface SnackbarAction {
  /** The button text. */
  label: string;
  /** Optional message id the view may translate instead of `label`. */
  key?: string;
  /** Runs when the button is pressed; the snackbar is dismissed afterwards. */
  onSelect: () => void;
}

/** One notification in the queue (§3 Snackbar). */
export interface Snackbar {
  /** Unique within the store. */
  id: string;
  /** success, error, warning, info, or any other string (shown in the primary colour). */
  type: string;
  /** The text to show. */
  text: string;
  /** Optional message id the view may translate instead of showing `text`. */
  key?: string;
  /** Values for the placeholders of the `key` message. */
  values?: Readonly<Record<string, string | number>>;
  /** Milliseconds the snackbar stays once it is current; 0 keeps it until closed. */
  timeout: number;
  /** Buttons shown beside the text. */
  actions?: readonly SnackbarAction[];
}

/** What {@link SnackbarStore.notify} takes: a snackbar without its id; `type` defaults to info, `timeout` to the store's. */
export type SnackbarInput = Omit<Snackbar, 'id' | 'type' | 'timeout'> & { type?: string; timeout?: number };

/** The colour a snackbar type renders in: the known type itself, anything else 'primary' (§3). */
export type SnackbarTone = SnackbarType | 'primary';

/** The colour a snackbar of `type` renders in: success, error, warning or info as is, any other type 'primary'. */
export function snackbarTone(type: string): SnackbarTone {
  const known = SNACKBAR_TYPES.find((candidate) => candidate === type);
  return known ?? 'primary';
}

/** Options of {@link createSnackbarStore}. */
export interface SnackbarStoreOptions {
  /** Timers of the current snackbar. Default: `systemClock`. */
  clock?: Clock;
  /** How long a snackbar stays once current, unless it says otherwise; 0 keeps it until closed. Default 5000 ms (§9). */
  timeoutMs?: number;
}

/** The snackbar queue (§2, §4): one current snackbar at a time, removed by its close button or its timeout. */
export interface SnackbarStore {
  /** Every queued snackbar, the current one first. */
  readonly $snackbars: ReadableAtom<readonly Snackbar[]>;
  /** The snackbar to show now, or null. */
  readonly $currentSnackbar: ReadableAtom<Snackbar | null>;
  /** Queues a snackbar; returns its id. */
  notify(input: SnackbarInput): string;
  /** Removes a snackbar at once (the close button); unknown ids are ignored. */
  dismiss(id: string): void;
  /** Removes every snackbar. */
  clear(): void;
  /** Stops the timer. */
  destroy(): void;
}

/**
 * Creates the snackbar queue. The timeout runs only while a snackbar is current, on the injected clock.
 * @example
 * const snackbar = createSnackbarStore();
 * snackbar.notify({ type: 'success', text: 'Profile updated successfully' });
 * snackbar.$currentSnackbar.subscribe((current) => render(current));
 */
export function createSnackbarStore(options: SnackbarStoreOptions = {}): SnackbarStore {
  const clock = options.clock ?? systemClock;
  const defaultTimeout = options.timeoutMs ?? SNACKBAR_TIMEOUT_MS.store;
  const $snackbars = atom<readonly Snackbar[]>([]);
  const $currentSnackbar = computed($snackbars, (snackbars) => snackbars[0] ?? null);
  let sequence = 0;
  let timer: { id: string; handle: unknown } | null = null;

  function stopTimer(): void {
    if (timer) {
      clock.clearTimeout(timer.handle);
      timer = null;
    }
  }

  /** Starts the timeout of the current snackbar when it changed. */
  function followCurrent(): void {
    const current = $snackbars.get()[0];
    if (timer && timer.id === current?.id) {
      return;
    }
    stopTimer();
    if (!current || current.timeout <= 0) {
      return;
    }
    const id = current.id;
    timer = { id, handle: clock.setTimeout(() => dismiss(id), current.timeout) };
  }

  function dismiss(id: string): void {
    const snackbars = $snackbars.get();
    if (!snackbars.some((snackbar) => snackbar.id === id)) {
      return;
    }
    $snackbars.set(snackbars.filter((snackbar) => snackbar.id !== id));
    followCurrent();
  }

  return {
    $snackbars,
    $currentSnackbar,
    notify(input) {
      sequence += 1;
      const snackbar: Snackbar = { ...input, id: `snackbar-${sequence}`, type: input.type ?? 'info', timeout: input.timeout ?? defaultTimeout };
      $snackbars.set([...$snackbars.get(), snackbar]);
      followCurrent();
      return snackbar.id;
    },
    dismiss,
    clear() {
      $snackbars.set([]);
      followCurrent();
    },
    destroy() {
      stopTimer();
    },
  };
}
