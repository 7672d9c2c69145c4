import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports.js';
import type { KeyValueStorage } from '../ports.js';
import type { StorageEventSource } from './storage-events.js';
import { storageTokenStore } from './storage-token-store.js';

const TOKENS = { access: 'access-1', refresh: 'refresh-1' };
const OTHER_TOKENS = { access: 'access-2', refresh: 'refresh-2' };

/** A window stand-in: other tabs' changes arrive as `storage` events. */
function fakeWindow(): EventTarget & StorageEventSource {
  return new EventTarget() as EventTarget & StorageEventSource;
}

function storageEvent(key: string | null, storageArea?: KeyValueStorage): Event {
  return Object.assign(new Event('storage'), { key, storageArea });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storageTokenStore', () => {
  describe('when tokens are set', () => {
    it('keeps them as one JSON record under parla_tokens', () => {
      const storage = memoryStorage();
      storageTokenStore({ storage }).set(TOKENS);

      expect(JSON.parse(storage.getItem('parla_tokens') ?? 'null')).toEqual(TOKENS);
    });

    it('gives them back, also to a new store on the same storage (after a reload)', () => {
      const storage = memoryStorage();
      const store = storageTokenStore({ storage });
      store.set(TOKENS);

      expect(store.get()).toEqual(TOKENS);
      expect(storageTokenStore({ storage }).get()).toEqual(TOKENS);
    });

    it('uses the given key', () => {
      const storage = memoryStorage();
      storageTokenStore({ storage, key: 'partner_tokens' }).set(TOKENS);

      expect(storage.getItem('partner_tokens')).not.toBeNull();
      expect(storage.getItem('parla_tokens')).toBeNull();
    });

    it('tells subscribers', () => {
      const store = storageTokenStore({ storage: memoryStorage() });
      const listener = vi.fn();
      store.subscribe(listener);

      store.set(TOKENS);

      expect(listener).toHaveBeenCalledExactlyOnceWith(TOKENS);
    });
  });

  describe('when signing out', () => {
    it('removes the record and tells subscribers', () => {
      const storage = memoryStorage();
      const store = storageTokenStore({ storage });
      store.set(TOKENS);
      const listener = vi.fn();
      store.subscribe(listener);

      store.set(null);

      expect(storage.getItem('parla_tokens')).toBeNull();
      expect(store.get()).toBeNull();
      expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    });
  });

  describe('when the stored record is corrupt or wrongly shaped', () => {
    it.each([
      ['not JSON', '{access:'],
      ['JSON of the wrong type', '"a string"'],
      ['null', 'null'],
      ['missing refresh', '{"access":"a"}'],
      ['a number as token', '{"access":1,"refresh":"r"}'],
      ['empty tokens', '{"access":"","refresh":""}'],
    ])('counts %s as signed out and removes it', (_case, raw) => {
      const storage = memoryStorage();
      storage.setItem('parla_tokens', raw);

      expect(storageTokenStore({ storage }).get()).toBeNull();
      expect(storage.getItem('parla_tokens')).toBeNull();
    });
  });

  describe('when writing to storage throws (quota exceeded, private mode)', () => {
    function throwingStorage(): KeyValueStorage & { setItem: ReturnType<typeof vi.fn> } {
      const inner = memoryStorage();
      return {
        getItem: (key) => inner.getItem(key),
        setItem: vi.fn(() => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }),
        removeItem: (key) => inner.removeItem(key),
      };
    }

    it('keeps the tokens in memory for the rest of the session', () => {
      const storage = throwingStorage();
      const store = storageTokenStore({ storage });

      expect(() => store.set(TOKENS)).not.toThrow();
      expect(store.get()).toEqual(TOKENS);

      store.set(OTHER_TOKENS);
      expect(store.get()).toEqual(OTHER_TOKENS);
      expect(storage.setItem).toHaveBeenCalledTimes(1);

      store.set(null);
      expect(store.get()).toBeNull();
    });

    it('removes the stale stored record so a reload does not revive it', () => {
      const inner = memoryStorage();
      inner.setItem('parla_tokens', JSON.stringify(TOKENS));
      const storage: KeyValueStorage = {
        getItem: (key) => inner.getItem(key),
        setItem: () => {
          throw new Error('quota');
        },
        removeItem: (key) => inner.removeItem(key),
      };

      storageTokenStore({ storage }).set(OTHER_TOKENS);

      expect(inner.getItem('parla_tokens')).toBeNull();
    });

    it('never logs the tokens', () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

      storageTokenStore({ storage: throwingStorage() }).set(TOKENS);

      expect(log).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    });
  });

  describe('when another tab signs in or out', () => {
    it('tells subscribers of the other tab’s sign-in and sign-out', () => {
      const storage = memoryStorage();
      const events = fakeWindow();
      const store = storageTokenStore({ storage, events });
      const otherTab = storageTokenStore({ storage, events: fakeWindow() });
      const listener = vi.fn();
      store.subscribe(listener);

      otherTab.set(TOKENS);
      events.dispatchEvent(storageEvent('parla_tokens', storage));
      otherTab.set(null);
      events.dispatchEvent(storageEvent('parla_tokens', storage));

      expect(listener.mock.calls).toEqual([[TOKENS], [null]]);
    });

    it('treats a cleared storage (key null) as a change', () => {
      const storage = memoryStorage();
      const events = fakeWindow();
      const store = storageTokenStore({ storage, events });
      store.set(TOKENS);
      const listener = vi.fn();
      store.subscribe(listener);

      storage.removeItem('parla_tokens');
      events.dispatchEvent(storageEvent(null));

      expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    });

    it('ignores changes to other keys and to other storages', () => {
      const storage = memoryStorage();
      const events = fakeWindow();
      const store = storageTokenStore({ storage, events });
      const listener = vi.fn();
      store.subscribe(listener);

      storage.setItem('parla_tokens', JSON.stringify(TOKENS));
      events.dispatchEvent(storageEvent('parla_theme', storage));
      events.dispatchEvent(storageEvent('parla_tokens', memoryStorage()));

      expect(listener).not.toHaveBeenCalled();
    });

    it('stops listening once the last subscriber leaves', () => {
      const storage = memoryStorage();
      const events = fakeWindow();
      const removeListener = vi.spyOn(events, 'removeEventListener');
      const store = storageTokenStore({ storage, events });
      const listener = vi.fn();
      const unsubscribe = store.subscribe(listener);

      unsubscribe();
      storage.setItem('parla_tokens', JSON.stringify(TOKENS));
      events.dispatchEvent(storageEvent('parla_tokens', storage));

      expect(removeListener).toHaveBeenCalledWith('storage', expect.any(Function));
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
