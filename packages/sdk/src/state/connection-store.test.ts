import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import type { Connectivity } from '../ports.js';
import { createConnectionStore } from './connection-store.js';

function fakeConnectivity(initial: boolean) {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connectivity,
    listeners,
    set(next: boolean) {
      online = next;
      for (const listener of listeners) {
        listener(next);
      }
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the connection status', () => {
  it('starts from the platform’s status', () => {
    expect(createConnectionStore(fakeConnectivity(false).connectivity).$online.get()).toBe(false);
  });

  it('follows going offline and back online', () => {
    const platform = fakeConnectivity(true);
    const connection = createConnectionStore(platform.connectivity);
    const seen: boolean[] = [];
    const unsubscribe = connection.$online.subscribe((online) => seen.push(online));

    platform.set(false);
    platform.set(true);
    unsubscribe();

    expect(seen).toEqual([true, false, true]);
  });

  it('listens to the platform only while subscribed', () => {
    const platform = fakeConnectivity(true);
    const connection = createConnectionStore(platform.connectivity);
    expect(platform.listeners.size).toBe(0);

    const unsubscribe = connection.$online.subscribe(() => undefined);
    expect(platform.listeners.size).toBe(1);
    unsubscribe();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);

    expect(platform.listeners.size).toBe(0);
  });

  it('re-reads the status when subscribed again after missing a change', () => {
    const platform = fakeConnectivity(true);
    const connection = createConnectionStore(platform.connectivity);
    connection.$online.subscribe(() => undefined)();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);

    platform.set(false);
    const seen: boolean[] = [];
    connection.$online.subscribe((online) => seen.push(online));

    expect(seen.at(-1)).toBe(false);
  });
});
