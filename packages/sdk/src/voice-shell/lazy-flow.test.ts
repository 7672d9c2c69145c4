import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { PronunciationPracticeState } from '../voice/pronunciation-practice.js';
import { lazyFlow } from './lazy-flow.js';

/** A flow whose state the test sets, counting its destroys. */
function aFlow() {
  const flow = {
    $state: atom<PronunciationPracticeState>({ status: 'idle' }),
    destroyed: 0,
    destroy: () => {
      flow.destroyed += 1;
    },
  };
  return flow;
}

type Flow = ReturnType<typeof aFlow>;
type View = PronunciationPracticeState | { status: 'error'; error: { kind: 'load' } };

const IDLE: View = { status: 'idle' };
const LOAD_FAILED: View = { status: 'error', error: { kind: 'load' } };

/** `create` resolving or rejecting when the test says so. */
function controlledCreate() {
  let settle: { resolve: (flow: Flow) => void; reject: (error: Error) => void } | null = null;
  const create = vi.fn(() => new Promise<Flow>((resolve, reject) => (settle = { resolve, reject })));
  return { create, resolve: (flow: Flow) => settle?.resolve(flow), reject: () => settle?.reject(new Error('chunk failed')) };
}

describe('lazyFlow', () => {
  it('is idle until the flow is made, then copies its state', async () => {
    const { create, resolve } = controlledCreate();
    const lazy = lazyFlow<Flow, View>(create, IDLE, LOAD_FAILED);
    expect(create).not.toHaveBeenCalled();

    const getting = lazy.get();
    const flow = aFlow();
    resolve(flow);
    expect(await getting).toBe(flow);
    flow.$state.set({ status: 'scoring' });

    expect(lazy.state.get()).toEqual({ status: 'scoring' });
    expect(lazy.current()).toBe(flow);
    expect(await lazy.get()).toBe(flow);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('shows the load failure (logged) and tries again on the next get', async () => {
    const { create, resolve, reject } = controlledCreate();
    const lazy = lazyFlow<Flow, View>(create, IDLE, LOAD_FAILED);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failed = lazy.get();
    reject();
    expect(await failed).toBeNull();
    expect(lazy.state.get()).toEqual(LOAD_FAILED);
    expect(error).toHaveBeenCalledTimes(1);

    const retried = lazy.get();
    resolve(aFlow());

    expect(await retried).not.toBeNull();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('destroys a flow made after destroy, and makes a new one on the next get (a remount)', async () => {
    const { create, resolve } = controlledCreate();
    const lazy = lazyFlow<Flow, View>(create, IDLE, LOAD_FAILED);
    const late = aFlow();

    const getting = lazy.get();
    lazy.destroy();
    resolve(late);

    expect(await getting).toBeNull();
    expect(late.destroyed).toBe(1);
    expect(lazy.current()).toBeNull();
    void lazy.get();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('destroy destroys the flow, stops copying its state and goes back to idle', async () => {
    const flow = aFlow();
    const lazy = lazyFlow<Flow, View>(() => Promise.resolve(flow), IDLE, LOAD_FAILED);
    await lazy.get();
    flow.$state.set({ status: 'recording' });

    lazy.destroy();
    flow.$state.set({ status: 'scoring' });

    expect(flow.destroyed).toBe(1);
    expect(lazy.state.get()).toEqual(IDLE);
  });
});
