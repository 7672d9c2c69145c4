import { describe, expect, it } from 'vitest';
import { aVoiceCapabilities, apiError, fakeApi, json, testClient } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { createCapabilitiesStore } from './capabilities-store.js';

const PATH = '/api/v1/voice/capabilities/';
function serving(body: object): FakeApi {
  const api = fakeApi();
  api.on('GET', PATH, () => json(body));
  return api;
}

function storeOf(api: FakeApi) {
  return createCapabilitiesStore({ client: testClient(api).client });
}

describe('whether the server translates', () => {
  it('is unknown until the capabilities are read', () => {
    const store = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'], translates: false })));
    expect(store.$translation.get()).toBe('unknown');
  });

  it('is unavailable when the capabilities say the server has no translation engine', async () => {
    const store = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'], translates: false })));
    await store.load();
    expect(store.$translation.get()).toBe('unavailable');
  });

  it('is available when they name an engine', async () => {
    const store = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'], translates: true })));
    await store.load();
    expect(store.$translation.get()).toBe('available');
  });

  it('stays unknown with a server that does not say (older than the field), and when the capabilities cannot be read', async () => {
    const older = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'] })));
    await older.load();
    expect(older.$translation.get()).toBe('unknown');

    const failing = fakeApi();
    failing.on('GET', PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const unread = storeOf(failing);
    const stop = unread.$translation.listen(() => undefined);
    await unread.load();
    expect(unread.$capabilities.get()).toEqual({ status: 'error' });
    expect(unread.$translation.get()).toBe('unknown');
    stop();
  });

  it('stays as the capabilities said when one pair was refused as never possible here', async () => {
    const store = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'], translates: true })));
    await store.load();
    store.markTranslationUnavailable('es', 'en');
    expect(store.$translation.get()).toBe('available');
  });
});

describe('which pairs the server translates', () => {
  const offline = (pairs: Array<{ source: string; target: string }>) => ({
    ...aVoiceCapabilities({ hears: ['en'], scores: ['en'], translates: true }),
    translation: { available: true, engine: 'apertium', all_pairs: false, pairs: pairs.map((pair) => ({ ...pair, engine: 'apertium spa-eng', via: null })) },
  });

  it('are only those the offline engine lists when no model is configured, compared by base language', async () => {
    const store = storeOf(serving(offline([{ source: 'es', target: 'en' }])));
    expect(store.translates('es', 'en')).toBe('unknown');
    await store.load();
    expect(store.translates('es-ES', 'en')).toBe('available');
    expect(store.translates('de', 'en')).toBe('unavailable');
    expect(store.translates('en', 'es')).toBe('unavailable');
  });

  it('are all of them with a model, or with a server older than the pairs that says it translates', async () => {
    const model = storeOf(serving({ ...offline([]), translation: { available: true, engine: 'gpt', all_pairs: true, pairs: [] } }));
    await model.load();
    expect(model.translates('de', 'ja')).toBe('available');
    const older = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'], translates: true })));
    await older.load();
    expect(older.translates('de', 'ja')).toBe('available');
    older.markTranslationUnavailable('de-DE', 'ja');
    expect(older.translates('de', 'ja')).toBe('unavailable');
    expect(older.translates('ja', 'de')).toBe('available');
    expect(older.translates('es', 'ja')).toBe('available');
  });

  it('are refused one by one for the session, even before the capabilities are read, and followed as a store', async () => {
    const store = storeOf(serving({ ...offline([]), translation: { available: true, engine: 'gpt', all_pairs: true, pairs: [] } }));
    const esEn = store.translation('es', 'en');
    expect(store.translation('es-ES', 'en')).toBe(esEn);
    const seen: string[] = [];
    const stop = esEn.subscribe((availability) => seen.push(availability));
    await store.load();

    store.markTranslationUnavailable('es', 'en');
    store.markTranslationUnavailable('es', 'en');

    expect(seen).toEqual(['unknown', 'available', 'unavailable']);
    expect(store.translation('es', 'de').get()).toBe('available');
    const unread = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'] })));
    unread.markTranslationUnavailable('fr', 'en');
    expect(unread.translates('fr', 'en')).toBe('unavailable');
    expect(unread.translates('it', 'en')).toBe('unknown');
    stop();
  });
});

describe('telling the learner why translation is not offered', () => {
  it('is owed until it was told once, then stays told for the session', async () => {
    const store = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'], translates: false })));
    await store.load();
    expect(store.$translationExplained.get()).toBe(false);

    store.markTranslationExplained();

    expect(store.$translationExplained.get()).toBe(true);
    expect(store.$translation.get()).toBe('unavailable');
  });
});

describe('reading the capabilities', () => {
  it('asks the server once, however many subscribe or load', async () => {
    const api = serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'] }));
    const store = storeOf(api);
    const stop = store.$translation.listen(() => undefined);
    await Promise.all([store.load(), store.load()]);
    await store.load();
    stop();
    expect(api.calls('GET', PATH)).toHaveLength(1);
    expect(store.$capabilities.get().status).toBe('ready');
  });

  it('starts when the first subscriber comes, without a load', async () => {
    const api = serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'] }));
    const store = storeOf(api);
    const seen: string[] = [];
    const stop = store.$capabilities.subscribe((state) => seen.push(state.status));
    await expect.poll(() => seen).toEqual(['loading', 'ready']);
    stop();
    expect(api.calls('GET', PATH)).toHaveLength(1);
  });

  it('asks again after a failure, loading meanwhile', async () => {
    const api = fakeApi();
    api.on('GET', PATH, () => apiError(503, 'Service temporarily unavailable. Please try again later.', {}, 'service_unavailable'));
    const store = storeOf(api);
    const seen: string[] = [];
    const stop = store.$capabilities.listen((state) => seen.push(state.status));
    await store.load();
    api.on('GET', PATH, () => json(aVoiceCapabilities({ hears: ['en'], scores: ['en'] })));

    await store.load();
    stop();

    expect(seen).toEqual(['error', 'loading', 'ready']);
    expect(api.calls('GET', PATH)).toHaveLength(2);
  });
});

describe('whether a speech feature is offered in a language', () => {
  it('is unknown until read, then compared by base language', async () => {
    const store = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en', 'es-ES'] })));
    expect(store.speech('pronunciation', 'es')).toBe('unknown');
    await store.load();
    expect(store.speech('pronunciation', 'es')).toBe('available');
    expect(store.speech('pronunciation', 'en-US')).toBe('available');
    expect(store.speech('pronunciation', 'ja')).toBe('unavailable');
  });

  it('is unavailable in every language when the feature is', async () => {
    const store = storeOf(serving(aVoiceCapabilities({ hears: ['en'], scores: ['en'] }, { speech_to_text: { available: false, engine: null, languages: ['en'] } })));
    await store.load();
    expect(store.speech('speech_to_text', 'en')).toBe('unavailable');
  });
});
