import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parla/contract/constants';
import { memoryStorage } from '../ports.js';
import { createLocaleStore, detectLocale } from './locale.js';

describe('detecting the interface language', () => {
  it('takes the stored locale first', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.locale, 'de');
    expect(detectLocale({ storage, languages: ['fr-FR'] })).toBe('de');
  });

  it('skips a stored value that is not an interface language', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.locale, 'xx');
    expect(detectLocale({ storage, languages: ['fr-FR'] })).toBe('fr');
  });

  it('then takes the first browser language whose base is an interface language', () => {
    expect(detectLocale({ storage: memoryStorage(), languages: ['nl-NL', 'es-MX', 'fr'] })).toBe('es');
  });

  it('matches bases case-insensitively and with underscores', () => {
    expect(detectLocale({ languages: ['PT_br'] })).toBe('pt');
    expect(detectLocale({ languages: ['zh-Hant-TW'] })).toBe('zh');
  });

  it('falls back to en', () => {
    expect(detectLocale({ storage: memoryStorage(), languages: ['nl', 'sv-SE'] })).toBe('en');
    expect(detectLocale()).toBe('en');
  });
});

describe('the locale store', () => {
  it('starts from the detected locale', () => {
    expect(createLocaleStore({ storage: memoryStorage(), languages: ['uk-UA'] }).$locale.get()).toBe('uk');
  });

  it('keeps a chosen locale in storage', () => {
    const storage = memoryStorage();
    const locale = createLocaleStore({ storage, languages: [] });
    locale.setLocale('ja');

    expect(locale.$locale.get()).toBe('ja');
    expect(storage.getItem(STORAGE_KEYS.locale)).toBe('ja');
    expect(createLocaleStore({ storage, languages: ['es'] }).$locale.get()).toBe('ja');
  });

  it('ignores a language that is not an interface language', () => {
    const storage = memoryStorage();
    const locale = createLocaleStore({ storage, languages: ['it'] });
    locale.setLocale('nl');

    expect(locale.$locale.get()).toBe('it');
    expect(storage.getItem(STORAGE_KEYS.locale)).toBeNull();
  });

  it('takes the ui_language of the saved preferences', () => {
    const locale = createLocaleStore({ storage: memoryStorage(), languages: [] });
    locale.applyPreference({ ui_language: 'ko' });
    expect(locale.$locale.get()).toBe('ko');
  });
});
