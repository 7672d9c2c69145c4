import { describe, expect, it, vi } from 'vitest';
import { aLookup, aSavedWord, apiError, fakeApi, json, testClient } from '@parla/test-utils';
import { createWordLookupStore } from './word-lookup-store.js';

const LOOKUP = '/api/v1/vocabulary/lookup/';
const SAVE = '/api/v1/vocabulary/';

function setUp() {
  const api = fakeApi();
  api.on('GET', LOOKUP, (request) => json(aLookup({ word: request.url.searchParams.get('word') ?? '' })));
  api.on('POST', SAVE, (request) => json(aSavedWord('w1', request.body as object), 201));
  const onSaved = vi.fn();
  const store = createWordLookupStore({ client: testClient(api).client, native: () => 'en', onSaved });
  return { api, store, onSaved };
}

describe('looking a word up', () => {
  it('asks for its meaning in the native language once, whatever its case, and keeps the answer', async () => {
    const { api, store } = setUp();
    const pending = store.lookup('Perro', 'es');
    expect(store.stateOf('perro', 'es')).toEqual({ status: 'loading' });
    await pending;
    await store.lookup('perro', 'es');

    expect(api.calls('GET', LOOKUP)).toHaveLength(1);
    expect(Object.fromEntries(api.calls('GET', LOOKUP)[0]!.url.searchParams)).toEqual({ word: 'Perro', language: 'es', native: 'en' });
    expect(store.stateOf('perro', 'es')).toMatchObject({ status: 'ready', lookup: { meaning: 'dog', source: 'dictionary' }, saving: { status: 'unsaved' } });
  });

  it('keeps a plain answer when no source can answer, and asks again after a failure', async () => {
    const api = fakeApi();
    api.on('GET', LOOKUP, () => apiError(503, 'Service unavailable.', {}, 'service_unavailable'));
    const store = createWordLookupStore({ client: testClient(api).client, native: () => 'en' });
    await store.lookup('gato', 'es');
    expect(store.stateOf('gato', 'es')?.status).toBe('error');

    const none = aLookup({ word: 'gato', meaning: null, source: 'none', engine: null, message: 'No dictionary covers Spanish to English here.' });
    api.on('GET', LOOKUP, () => json(none));
    await store.lookup('gato', 'es');
    expect(store.stateOf('gato', 'es')).toMatchObject({ status: 'ready', lookup: { source: 'none', message: none.message } });
  });
});

describe('saving a word', () => {
  it('saves it with its meaning and the sentence and message it came from, once', async () => {
    const { api, store, onSaved } = setUp();
    await store.lookup('perro', 'es');

    const [first, second] = await Promise.all([
      store.save('perro', 'es', { sentence: 'Tengo un perro.', messageId: 'm1' }),
      store.save('perro', 'es', { sentence: 'Tengo un perro.', messageId: 'm1' }),
    ]);

    expect([first, second]).toEqual([true, false]);
    expect(api.calls('POST', SAVE)).toHaveLength(1);
    expect(api.calls('POST', SAVE)[0]!.body).toEqual({ word: 'perro', language: 'es', base_form: null, meaning: 'dog', context_sentence: 'Tengo un perro.', source_message_id: 'm1' });
    expect(store.stateOf('perro', 'es')).toMatchObject({ saving: { status: 'saved', word: { id: 'w1' } } });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await store.save('perro', 'es')).toBe(true);
  });

  it('says why when saving failed, and can be tried again', async () => {
    const { api, store } = setUp();
    await store.lookup('perro', 'es');
    api.on('POST', SAVE, () => apiError(400, 'Invalid input.', { word: ['Too long.'] }));

    expect(await store.save('perro', 'es')).toBe(false);
    expect(store.stateOf('perro', 'es')).toMatchObject({ saving: { status: 'failed', error: { status: 400 } } });

    api.on('POST', SAVE, () => json(aSavedWord('w2'), 201));
    expect(await store.save('perro', 'es')).toBe(true);
  });

  it('does nothing for a word not looked up', async () => {
    const { api, store } = setUp();
    expect(await store.save('casa', 'es')).toBe(false);
    expect(api.calls('POST', SAVE)).toHaveLength(0);
  });
});
