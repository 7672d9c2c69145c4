import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../ports.js';
import { OUTBOX_STORAGE_KEY, createChatOutbox } from './chat-outbox.js';

const entry = (id: string, text = `Text ${id}`) => ({ id, key: `key-${id}`, text, timestamp: '2026-01-01T00:00:00.000Z' });

describe('createChatOutbox', () => {
  it('keeps each conversation’s messages in the order they were added, in the storage', () => {
    const storage = memoryStorage();
    const outbox = createChatOutbox(storage);

    outbox.add('c1', entry('a'));
    outbox.add('c2', entry('b'));
    outbox.add('c1', entry('c'));

    expect(outbox.list('c1').map((queued) => queued.id)).toEqual(['a', 'c']);
    expect(createChatOutbox(storage).list('c2')).toEqual([entry('b')]);
  });

  it('removes a message and drops the key once nothing is left', () => {
    const storage = memoryStorage();
    const outbox = createChatOutbox(storage);
    outbox.add('c1', entry('a'));

    outbox.remove('c1', 'a');

    expect(outbox.list('c1')).toEqual([]);
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('reads unreadable or malformed storage as empty, keeping the well-formed entries', () => {
    const storage = memoryStorage();
    storage.setItem(OUTBOX_STORAGE_KEY, 'not json');
    expect(createChatOutbox(storage).list('c1')).toEqual([]);

    storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ c1: [entry('a'), { id: 'b' }, 42] }));
    expect(createChatOutbox(storage).list('c1')).toEqual([entry('a')]);
  });

  it('forgets everything on clear', () => {
    const storage = memoryStorage();
    const outbox = createChatOutbox(storage);
    outbox.add('c1', entry('a'));

    outbox.clear();

    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });
});
