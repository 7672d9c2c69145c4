import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from './memory-token-store.js';

describe('memoryTokenStore', () => {
  it('starts signed out when given nothing', () => {
    expect(memoryTokenStore().get()).toBeNull();
  });

  it('starts with the initial tokens', () => {
    expect(memoryTokenStore({ access: 'a1', refresh: 'r1' }).get()).toEqual({ access: 'a1', refresh: 'r1' });
  });

  it('returns what was set and tells subscribers, including sign-out', () => {
    const store = memoryTokenStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.set({ access: 'a1', refresh: 'r1' });
    expect(store.get()).toEqual({ access: 'a1', refresh: 'r1' });
    store.set(null);
    expect(store.get()).toBeNull();

    expect(listener.mock.calls).toEqual([[{ access: 'a1', refresh: 'r1' }], [null]]);
  });

  it('does not tell subscribers when the same tokens are set again', () => {
    const store = memoryTokenStore({ access: 'a1', refresh: 'r1' });
    const listener = vi.fn();
    store.subscribe(listener);

    store.set({ access: 'a1', refresh: 'r1' });

    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a subscriber after it unsubscribes', () => {
    const store = memoryTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    unsubscribe();
    store.set({ access: 'a1', refresh: 'r1' });

    expect(listener).not.toHaveBeenCalled();
  });
});
