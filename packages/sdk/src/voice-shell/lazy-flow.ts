import { atom } from 'nanostores';
import type { ReadableAtom, WritableAtom } from 'nanostores';

/** A flow object (a practice, an exercise) that is made once the voice code has loaded. */
export interface LazyFlow<Flow, State> {
  /** The flow's `$state`, copied; the idle state until the flow exists, the load failure when the voice code failed to load. */
  readonly state: WritableAtom<State>;
  /** The flow, made on the first call; null when the voice code could not be loaded (then `state` says so). */
  get(): Promise<Flow | null>;
  /** The flow, when it has been made. */
  current(): Flow | null;
  /** Destroys the flow and goes back to the idle state; the next `get` makes a new one (so React's StrictMode remount works). */
  destroy(): void;
}

/**
 * A {@link LazyFlow} made with `create`, showing `idle` until then and `loadFailed` when `create` rejects (logged; the
 * next `get` tries again). A flow made after `destroy` is destroyed at once.
 * @example
 * const practice = lazyFlow(async () => (await load()).pronunciationPractice(), { status: 'idle' }, { status: 'error', error: { kind: 'load' } });
 * await (await practice.get())?.start('Hola', 'es');
 */
export function lazyFlow<Flow extends { readonly $state: ReadableAtom<State>; destroy(): void }, State>(
  create: () => Promise<Flow>,
  idle: State,
  loadFailed: State,
): LazyFlow<Flow, State> {
  const state = atom<State>(idle);
  let flow: Flow | null = null;
  let pending: Promise<Flow | null> | null = null;
  let unsubscribe: () => void = () => undefined;
  let generation = 0;

  return {
    state,
    get() {
      if (flow) {
        return Promise.resolve(flow);
      }
      const made = generation;
      pending ??= create().then(
        (created) => {
          if (made !== generation) {
            created.destroy();
            return null;
          }
          flow = created;
          unsubscribe = created.$state.subscribe((value) => state.set(value));
          return created;
        },
        (error: unknown) => {
          console.error('[@parla/sdk] The voice code could not be loaded', error);
          if (made === generation) {
            pending = null;
            state.set(loadFailed);
          }
          return null;
        },
      );
      return pending;
    },
    current: () => flow,
    destroy() {
      generation += 1;
      unsubscribe();
      unsubscribe = () => undefined;
      flow?.destroy();
      flow = null;
      pending = null;
      state.set(idle);
    },
  };
}
