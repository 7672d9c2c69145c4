import { describe, expect, it, vi } from 'vitest';
import { aPage, aSavedWord, apiError, fakeApi, json, testClient } from '@parla/test-utils';
import { createWordListStore } from './word-list-store.js';

const LIST = '/api/v1/vocabulary/';

function setUp() {
  const api = fakeApi();
  api.on('GET', LIST, (request) =>
    request.url.searchParams.get('offset') === '2' ? json(aPage([aSavedWord('w3')], null, 3)) : json(aPage([aSavedWord('w1'), aSavedWord('w2')], 'next', 3)),
  );
  api.on('DELETE', `${LIST}{id}/`, () => json({ message: 'Deleted.' }));
  const onDeleted = vi.fn();
  const store = createWordListStore({ client: testClient(api).client, pageSize: 2, onDeleted });
  return { api, store, onDeleted };
}

describe('the saved-word list', () => {
  it('loads a page, then the next, until none remains', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.$words.get().map((word) => word.id)).toEqual(['w1', 'w2']);
    expect(store.$hasMore.get()).toBe(true);

    expect(await store.loadMore()).toBe(true);
    expect(store.$words.get().map((word) => word.id)).toEqual(['w1', 'w2', 'w3']);
    expect(store.$hasMore.get()).toBe(false);
    expect(store.$count.get()).toBe(3);
    expect(await store.loadMore()).toBe(false);
  });

  it('sends the search and the language, and drops the filter again', async () => {
    const { api, store } = setUp();
    await store.filter('es');
    await store.search('  perro ');
    const last = api.calls('GET', LIST).at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ limit: '2', offset: '0', search: 'perro', language: 'es' });

    await store.filter(null);
    await store.search('');
    expect(Object.fromEntries(api.calls('GET', LIST).at(-1)!.url.searchParams)).toEqual({ limit: '2', offset: '0' });
  });

  it('deletes a word at once, and puts it back when the server refused', async () => {
    const { api, store, onDeleted } = setUp();
    await store.load();
    expect(await store.remove('w1')).toBe(true);
    expect(store.$words.get().map((word) => word.id)).toEqual(['w2']);
    expect(api.calls('DELETE', `${LIST}w1/`)).toHaveLength(1);
    expect(onDeleted).toHaveBeenCalledWith('w1');

    api.on('DELETE', `${LIST}{id}/`, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    expect(await store.remove('w2')).toBe(false);
    expect(store.$words.get().map((word) => word.id)).toEqual(['w2']);
    expect(store.$error.get()?.status).toBe(500);
  });
});
