import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, LEARNING_MODES } from '@parla/contract/constants';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { SESSION_MESSAGE_KEYS } from '@parla/sdk';
import { createParlaIntl } from './create-parla-intl.js';
import { KNOWN_TEXT_KEYS } from './known-texts.js';
import { loadCatalogue } from './load-catalogue.js';
import { en } from './messages/en.js';
import type { MessageKey } from './messages/en.js';
import { messageArguments, sampleValues } from '../test-utils/sample-values.js';

/**
 * Messages allowed to read exactly as in English, with the reason. Everything else must be translated.
 * "Version" is the native word in French and German; Italian builds the default conversation title with "in" too;
 * French names corrections, and the accent and style categories, with the same words as English (and messages, in the recap).
 * Portuguese, Korean and Chinese quote a word with the same curly double quotes as English.
 */
const SAME_AS_ENGLISH: Partial<Record<InterfaceLanguage, readonly MessageKey[]>> = {
  de: ['terms.version'],
  fr: ['terms.version', 'chat.review.count', 'chat.review.category.accent', 'chat.review.category.style', 'recap.messages', 'recap.corrections', 'recap.kind.style'],
  it: ['chat.header.defaultTitle'],
  pt: ['chat.review.quotedWord'],
  ko: ['chat.review.quotedWord'],
  zh: ['chat.review.quotedWord'],
};

const otherLocales = INTERFACE_LANGUAGES.filter((locale) => locale !== 'en');
const englishKeys = Object.keys(en).sort();

/** The names of a message's arguments (plain, number, date, plural, select…), as the ICU parser reads them. */
function placeholders(message: string): string[] {
  return [...messageArguments(message).keys()].sort();
}

/** The names of a message's plain `{name}` arguments, whose value must show in the text as given. */
function plainArguments(message: string): string[] {
  return [...messageArguments(message)].filter(([, type]) => type === 1).map(([name]) => name);
}

describe('the message catalogues', () => {
  it('name each learning mode the same in the chat as in the other screens, in every language', async () => {
    for (const locale of INTERFACE_LANGUAGES) {
      const catalogue: Record<string, string> = await loadCatalogue(locale);
      for (const mode of LEARNING_MODES) {
        expect({ locale, mode, name: catalogue[`mode.${mode}`] }).toEqual({ locale, mode, name: catalogue[`chat.mode.${mode}`] });
      }
    }
  });

  it('exist for all 10 interface languages', async () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(10);
    for (const locale of INTERFACE_LANGUAGES) {
      expect(Object.keys(await loadCatalogue(locale)).length).toBeGreaterThan(0);
    }
  });

  it.each(otherLocales)('%s has every English key and no other', async (locale) => {
    const catalogue = await loadCatalogue(locale);

    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
  });

  it.each(otherLocales)('%s translates every message (none left in English except the allow-list)', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    const allowed = SAME_AS_ENGLISH[locale] ?? [];

    const untranslated = (Object.keys(en) as MessageKey[]).filter((key) => catalogue[key] === en[key] && !allowed.includes(key));

    expect(untranslated).toEqual([]);
  });

  it.each(otherLocales)('%s keeps the placeholders of every English message and formats them', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    const intl = createParlaIntl(locale, catalogue);

    for (const key of Object.keys(en) as MessageKey[]) {
      expect(placeholders(catalogue[key]), `${locale} ${key}`).toEqual(placeholders(en[key]));
      // Sampled by the translation's own argument types: a language may need a plural where English has a plain number.
      const shownAsGiven = plainArguments(catalogue[key]).filter((name) => plainArguments(en[key]).includes(name));
      for (const values of sampleValues(catalogue[key])) {
        const formatted = intl.formatMessage({ id: key }, values);
        for (const name of shownAsGiven) {
          expect(formatted, `${locale} ${key}`).toContain(`«${name}»`);
        }
      }
    }
  });

  it('agrees the star label with its number where the language needs it', async () => {
    const french = createParlaIntl('fr', await loadCatalogue('fr'));
    const italian = createParlaIntl('it', await loadCatalogue('it'));

    expect([1, 4].map((rating) => french.formatMessage({ id: 'rating.star' }, { rating, length: 5 }))).toEqual(['1 étoile sur 5', '4 étoiles sur 5']);
    expect([1, 4].map((rating) => italian.formatMessage({ id: 'rating.star' }, { rating, length: 5 }))).toEqual(['1 stella su 5', '4 stelle su 5']);
  });

  it('has a message for every snackbar key of the SDK', () => {
    for (const key of Object.values(SESSION_MESSAGE_KEYS)) {
      expect(Object.keys(en)).toContain(key);
    }
  });

  it("words the English messages exactly as the contract's fixed texts (§5, §8)", () => {
    for (const [text, key] of KNOWN_TEXT_KEYS) {
      expect(en[key], key).toBe(text);
    }
  });

  it('falls back to English for a message a catalogue lacks', () => {
    const intl = createParlaIntl('es', { ...en, 'terms.accept': 'Aceptar' });
    const partial = createParlaIntl('es', Object.fromEntries(Object.entries(en).filter(([key]) => key !== 'terms.decline')) as typeof en);

    expect(intl.formatMessage({ id: 'terms.accept' })).toBe('Aceptar');
    expect(partial.formatMessage({ id: 'terms.decline' })).toBe('Decline');
  });
});
