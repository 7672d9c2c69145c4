import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { Message } from '@parla/contract';
import { aMessage, fakeApi, json, testClient } from '@parla/test-utils';
import { createDueCountStore } from './due-count-store.js';

const STATS = '/api/v1/review/stats/';

function setUp() {
  const api = fakeApi();
  let due = 2;
  api.on('GET', STATS, () => json({ due_count: due, reviewed_today: 0, retained_today: 0, total_cards: 5 }));
  const store = createDueCountStore({ client: testClient(api).client });
  return { api, store, setDue: (count: number) => (due = count) };
}

const reviewed = (id: string, corrections: number): Message =>
  aMessage(id, {
    sender: 'user',
    review: {
      corrected_text: 'Tengo un perro.',
      corrections: Array.from({ length: corrections }, () => ({ start: 9, end: 13, original: 'pero', replacement: 'perro', category: 'spelling' as const, explanation: 'Spelling.' })),
      better_phrasing: null,
      checks: [{ kind: 'spelling', status: 'ran' }],
      engine: 'embedded',
    },
  });

describe('the due count', () => {
  it('is read by the first subscriber and again on refresh', async () => {
    const { api, store, setDue } = setUp();
    expect(store.$dueCount.get()).toBeNull();
    const stop = store.$dueCount.listen(() => undefined);
    await store.refresh();
    expect(store.$dueCount.get()).toBe(2);
    setDue(1);
    await store.refresh();
    expect(store.$dueCount.get()).toBe(1);
    expect(api.calls('GET', STATS).length).toBeGreaterThanOrEqual(2);
    stop();
  });

  it('is read again when a message gets a review with corrections (its fix-it cards), not for reviews already there', async () => {
    const { api, store } = setUp();
    const $messages = atom<readonly Message[]>([reviewed('m1', 1)]);
    const stop = store.follow($messages);
    expect(api.calls('GET', STATS)).toHaveLength(0);

    $messages.set([...$messages.get(), reviewed('m2', 0)]);
    expect(api.calls('GET', STATS)).toHaveLength(0);

    $messages.set([...$messages.get(), reviewed('m3', 1)]);
    await store.refresh();
    expect(api.calls('GET', STATS)).toHaveLength(2);
    stop();
  });
});
